let geometryFixtures: [Fixture] = []
