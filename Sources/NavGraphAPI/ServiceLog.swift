import NavGraphLog

/// The service's own lines (readiness, change notices, snapshot folders): `navgraph: ...`.
let serviceLog = Logger()
