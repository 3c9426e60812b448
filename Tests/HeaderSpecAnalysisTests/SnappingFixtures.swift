let snappingFixtures: [Fixture] = []
