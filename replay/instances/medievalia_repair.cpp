// Repair for Medievalia (replay/instances.h), compiled here once.
#include "replay/instances.h"

namespace arbiter::replay {
ARBITER_REPAIR_INSTANCES(, medievalia::Medievalia)
}  // namespace arbiter::replay
