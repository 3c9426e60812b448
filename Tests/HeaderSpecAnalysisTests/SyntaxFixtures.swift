let syntaxFixtures: [Fixture] = []
