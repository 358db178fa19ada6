// Repair for Comuni (replay/instances.h), compiled here once.
#include "replay/instances.h"

namespace arbiter::replay {
ARBITER_REPAIR_INSTANCES(, comuni::Comuni)
}  // namespace arbiter::replay
