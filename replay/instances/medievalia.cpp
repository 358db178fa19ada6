// The generic replay code for Medievalia (replay/instances.h), compiled here once.
#include "replay/instances.h"

namespace arbiter::replay {
ARBITER_REPLAY_INSTANCES(, medievalia::Medievalia)
}  // namespace arbiter::replay
