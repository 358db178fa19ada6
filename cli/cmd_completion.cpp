// arbiter completion bash: a bash completion script written from the CLI's own definitions (its
// subcommands, their options and positionals, as declared to CLI11, which args_verify.cpp walks)
// and each game's tables (rule options with their values, rule ids). The build installs its output
// where bash-completion looks (cli/CMakeLists.txt); `source <(arbiter completion bash)` uses it at
// once.
#include <sstream>

#include "cli/commands.h"
#include "cli/common.h"
#include "replay/reference.h"

namespace arbiter::cli {
namespace {

// Each game's rule options (NAME=), the values each takes, and its rule ids.
void describe_games(std::ostream& out) {
  std::vector<std::string> games;
  for_each_game([&](auto g) {
    using G = decltype(g);
    const std::string game(G::kName);
    games.push_back(game);
    std::vector<std::string> names, ids;
    for (const auto& s : G::option_specs()) {
      names.push_back(std::string(s.name) + "=");
      std::vector<std::string> values;
      switch (s.kind) {
        case OptionKind::Bool:
          values = {"true", "false"};
          break;
        case OptionKind::Int:
          // A short range is offered whole; a long one (a seed, a limit) is typed.
          if (s.max - s.min < 16)
            for (int v = s.min; v <= s.max; ++v) values.push_back(std::to_string(v));
          break;
        case OptionKind::Enum:
          for (auto c : s.choices) values.emplace_back(c);
          break;
      }
      out << "_arbiter_values[" << bash_quoted({game + " " + std::string(s.name)})
          << "]=" << bash_quoted(values) << "\n";
    }
    for (const RuleRef& r : G::rules()) ids.emplace_back(r.id);
    out << "_arbiter_rule_options[" << game << "]=" << bash_quoted(names) << "\n"
        << "_arbiter_rule_ids[" << game << "]=" << bash_quoted(ids) << "\n";
  });
  out << "_arbiter_games=" << bash_quoted(games) << "\n";
}

// The completion function. The line is split again on blanks only, so that "version=me" stays one
// word whatever COMP_WORDBREAKS holds; replies are cut back to bash's own current word.
constexpr std::string_view kFunction = R"BASH(
_arbiter_reply() {  # words... : COMPREPLY gets those starting with $cur, relative to bash's word
  local w
  COMPREPLY=()
  for w in "$@"; do
    [[ $w == "$cur"* ]] && COMPREPLY+=("${w#"$prefix"}")
  done
}

_arbiter() {
  local line=${COMP_LINE:0:COMP_POINT} words cur prefix=""
  read -ra words <<<"$line"
  if [[ $line == *[[:space:]] || ${#words[@]} -le 1 ]]; then
    cur=""
  else
    cur=${words[-1]}
    unset 'words[-1]'
  fi
  # The part of $cur bash did not count as the current word (up to a COMP_WORDBREAKS character).
  local bash_cur=${COMP_WORDS[COMP_CWORD]}
  [[ ${#bash_cur} -lt ${#cur} && $cur == *"$bash_cur" ]] && prefix=${cur:0:${#cur}-${#bash_cur}}
  [[ $bash_cur == "=" || $bash_cur == ":" ]] && prefix=$cur

  local path=arbiter game="" i w skip=0 npos=0
  for ((i = 1; i < ${#words[@]}; ++i)); do
    w=${words[i]}
    if ((skip)); then skip=0; continue; fi
    if [[ $w == -* ]]; then
      [[ $w != *=* && " ${_arbiter_valued[$path]} " == *" $w "* ]] && skip=1
      continue
    fi
    local sub="$path $w"
    if [[ " ${_arbiter_subs[$path]} " == *" $w "* ]]; then
      path=$sub
      npos=0
      continue
    fi
    [[ " $_arbiter_games " == *" $w "* ]] && game=$w
    ((++npos))
  done

  local prev=${words[-1]}
  if [[ ${#words[@]} -gt 1 && $prev == -* && " ${_arbiter_valued[$path]} " == *" $prev "* ]]; then
    if [[ $prev == --option ]]; then
      local games=${game:-$_arbiter_games} g name all=()
      if [[ $cur == *=* ]]; then
        name=${cur%%=*}
        for g in $games; do
          for w in ${_arbiter_values["$g $name"]}; do all+=("$name=$w"); done
        done
      else
        for g in $games; do all+=(${_arbiter_rule_options[$g]}); done
        compopt -o nospace 2>/dev/null
      fi
      _arbiter_reply "${all[@]}"
    else
      compopt -o filenames 2>/dev/null
      local IFS=$'\n'  # a file name may hold blanks
      COMPREPLY=($(compgen -f -- "$cur"))
    fi
    return
  fi
  if [[ $cur == -* ]]; then
    _arbiter_reply ${_arbiter_opts[$path]}
    return
  fi
  # The positional this word fills: the next one, or the last again if it takes many ("files*").
  local positionals=(${_arbiter_pos[$path]}) kind=""
  if ((npos < ${#positionals[@]})); then
    kind=${positionals[npos]}
  elif ((${#positionals[@]})) && [[ ${positionals[-1]} == *'*' ]]; then
    kind=${positionals[-1]}
  fi
  case ${kind%'*'} in
    game) _arbiter_reply ${_arbiter_subs[$path]} $_arbiter_games ;;
    query) _arbiter_reply ${_arbiter_rule_ids[$game]} ;;
    shell) _arbiter_reply bash ;;
    "") _arbiter_reply ${_arbiter_subs[$path]} ;;
    *)
      _arbiter_reply ${_arbiter_subs[$path]}
      compopt -o filenames 2>/dev/null
      local IFS=$'\n'
      COMPREPLY+=($(compgen -f -- "$cur"))
      ;;
  esac
}
complete -F _arbiter arbiter
)BASH";

}  // namespace

// A word list as a bash single-quoted string (names here are plain words: no quote to escape).
std::string bash_quoted(const std::vector<std::string>& words) {
  std::string out = "'";
  for (std::size_t i = 0; i < words.size(); ++i) out += (i ? " " : "") + words[i];
  return out + "'";
}

void print_completion(std::string_view commands) {
  std::ostringstream out;
  out << "# bash completion for arbiter " << ARBITER_VERSION
      << ", written by `arbiter completion bash`\n"
      << "declare -gA _arbiter_subs _arbiter_opts _arbiter_valued _arbiter_pos _arbiter_values "
         "_arbiter_rule_options _arbiter_rule_ids\n"
      << commands;
  describe_games(out);
  std::cout << out.str() << kFunction;
}

}  // namespace arbiter::cli
