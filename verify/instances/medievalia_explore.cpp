// Exploration for Medievalia (verify/instances.h), compiled here once.
#include "verify/instances.h"

namespace arbiter::verify {
ARBITER_EXPLORE_INSTANCES(, medievalia::Medievalia)
}  // namespace arbiter::verify
