// The generic replay code for Torres (replay/instances.h), compiled here once.
#include "replay/instances.h"

namespace arbiter::replay {
ARBITER_REPLAY_INSTANCES(, torres::Torres)
}  // namespace arbiter::replay
