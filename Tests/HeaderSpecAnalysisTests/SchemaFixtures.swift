let schemaFixtures: [Fixture] = []
