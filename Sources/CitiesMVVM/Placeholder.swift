// Replaced by the pattern's first real file.
