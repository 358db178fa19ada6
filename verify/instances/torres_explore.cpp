// Exploration for Torres (verify/instances.h), compiled here once.
#include "verify/instances.h"

namespace arbiter::verify {
ARBITER_EXPLORE_INSTANCES(, torres::Torres)
}  // namespace arbiter::verify
