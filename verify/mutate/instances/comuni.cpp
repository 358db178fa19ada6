// The mutation run over Comuni (verify/mutate/instances.h), compiled here once.
#include "verify/mutate/instances.h"

namespace arbiter::mutate {
ARBITER_MUTATE_INSTANCES(, comuni::Comuni)
}  // namespace arbiter::mutate
