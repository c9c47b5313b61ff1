import CitiesData
import CitiesTestSupport

// The shared spy knows only the domain; here, where the data layer is in reach, it also plays the
// local persistence a cache is built on.
extension CitiesGatewaySpy: LocalPersistenceCitiesGateway {}
