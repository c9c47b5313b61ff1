// Replaced by the terminal tests.
