// Repair for Torres (replay/instances.h), compiled here once.
#include "replay/instances.h"

namespace arbiter::replay {
ARBITER_REPAIR_INSTANCES(, torres::Torres)
}  // namespace arbiter::replay
