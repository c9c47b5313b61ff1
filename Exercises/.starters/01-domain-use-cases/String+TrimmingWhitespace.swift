// Made by scripts/kata.py from Sources/CitiesDomain/Entities/String+TrimmingWhitespace.swift.

import CitiesDomain

// The domain imports no Foundation, so it trims white space with the standard library alone.
extension String {
  func trimmingWhitespace() -> String {
    let trimmedEnd = self.reversed().drop(while: \.isWhitespace).reversed()
    return String(trimmedEnd.drop(while: \.isWhitespace))
  }
}
