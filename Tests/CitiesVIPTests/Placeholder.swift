// Replaced by the pattern's first real test.
