// Exploration for Comuni (verify/instances.h), compiled here once.
#include "verify/instances.h"

namespace arbiter::verify {
ARBITER_EXPLORE_INSTANCES(, comuni::Comuni)
}  // namespace arbiter::verify
