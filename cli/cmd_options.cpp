// arbiter options GAME: the rule options table (name, default, values, doc, spec reference).
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/common.h"

namespace arbiter::cli {

Status run_options(const OptionsOptions& opt) {
  with_game(opt.game, [&](auto g) {
    using G = decltype(g);
    if (opt.data) {
      std::cout << G::default_data_json();
      return;
    }
    const typename G::Options defaults{};
    nlohmann::json all = nlohmann::json::array();
    for (const auto& s : G::option_specs()) {
      std::string values;
      switch (s.kind) {
        case OptionKind::Bool:
          values = "true|false";
          break;
        case OptionKind::Int:
          values = std::to_string(s.min) + ".." + std::to_string(s.max);
          break;
        case OptionKind::Enum:
          for (auto c : s.choices) values += (values.empty() ? "" : "|") + std::string(c);
          break;
      }
      const std::string def = format_option_value(s, s.get(defaults));
      if (opt.json) {
        all.push_back({{"name", s.name},
                       {"default", def},
                       {"values", values},
                       {"doc", s.doc},
                       {"spec", s.spec_ref},
                       {"needs", s.needs}});
      } else {
        std::cout << s.name << " = " << def << "   (" << values << ")\n    " << s.doc << "  ["
                  << s.spec_ref << "]"
                  << (s.needs.empty() ? ""
                                      : "  (takes effect only with " + std::string(s.needs) + ")")
                  << "\n";
      }
    }
    if (opt.json) std::cout << json_text(all) << "\n";
  });
  return Status::Ok;
}

}  // namespace arbiter::cli
