import CoreMotion

/// Counts the steps of a walk, for the notes taken on it.
let pedometer = CMPedometer()
