import Foundation

// A host that shows `localizedDescription` gets the same line as one that shows `description`,
// never Foundation's "The operation could not be completed".
extension APIClientError: LocalizedError {
  public var errorDescription: String? { description }
}
