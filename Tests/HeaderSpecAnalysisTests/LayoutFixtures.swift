let layoutFixtures: [Fixture] = []
