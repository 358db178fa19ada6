// The generic replay code for Comuni (replay/instances.h), compiled here once.
#include "replay/instances.h"

namespace arbiter::replay {
ARBITER_REPLAY_INSTANCES(, comuni::Comuni)
}  // namespace arbiter::replay
