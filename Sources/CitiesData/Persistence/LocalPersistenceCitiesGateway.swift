import CitiesDomain

/// A `CitiesGateway` that keeps the saved list on this device: the store `CacheCitiesGateway`
/// delegates to.
///
/// It adds no requirement of its own. Its name marks the role the original MVP design gives it, so
/// a cache can only be built on top of local storage, never on top of another cache.
public protocol LocalPersistenceCitiesGateway: CitiesGateway {}
