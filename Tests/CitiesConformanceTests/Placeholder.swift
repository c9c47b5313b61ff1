// Replaced by the conformance suite.
