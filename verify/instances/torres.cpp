// The generic verify drivers for Torres (verify/instances.h), compiled here once.
#include "verify/instances.h"

namespace arbiter::verify {
ARBITER_VERIFY_INSTANCES(, torres::Torres)
}  // namespace arbiter::verify
