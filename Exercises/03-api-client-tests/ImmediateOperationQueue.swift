// Made by scripts/kata.py from Sources/CitiesData/API/ImmediateOperationQueue.swift.

import CitiesData
import Foundation

/// An operation queue that runs each block at once, on the thread that adds it, for a session
/// whose delegate must keep pace with the transfer (`HTTPExchange`).
///
/// The delegate's state has a lock of its own, so running its blocks on whatever thread adds
/// them is safe; the blocks of one session still arrive one at a time, in order, because the
/// session adds them from its own serial queue.
final class ImmediateOperationQueue: OperationQueue, @unchecked Sendable {
  override func addOperation(_ block: @escaping @Sendable () -> Void) { block() }
}
