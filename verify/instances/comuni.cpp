// The generic verify drivers for Comuni (verify/instances.h), compiled here once.
#include "verify/instances.h"

namespace arbiter::verify {
ARBITER_VERIFY_INSTANCES(, comuni::Comuni)
}  // namespace arbiter::verify
