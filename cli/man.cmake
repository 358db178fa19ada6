# Writes the man page: help2man reads `arbiter --help` and `--version`; this script adds a
# SUBCOMMANDS section with each subcommand's own --help (replay's nested ones included) to the
# hand-written sections of arbiter.h2m. Run by cli/CMakeLists.txt with ARBITER, HELP2MAN,
# INCLUDE and OUT set.

# Text as roff, preformatted: a backslash is \e, and a line may not begin with . or '.
function(roff_literal text out)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# The names under "Subcommands:" in a --help text.
function(subcommands_of help out)
  set(names "")
  string(FIND "${help}" "Subcommands:\n" at)
  if(NOT at EQUAL -1)
    string(SUBSTRING "${help}" ${at} -1 tail)
    string(REGEX MATCHALL "\n  [a-z][a-z-]*" lines "${tail}")
    foreach(line IN LISTS lines)
      string(STRIP "${line}" name)
      list(APPEND names ${name})
    endforeach()
  endif()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

function(describe path out)
  separate_arguments(words UNIX_COMMAND "${path}")
  execute_process(COMMAND ${ARBITER} ${words} --help OUTPUT_VARIABLE help RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "arbiter ${path} --help failed (${rc})")
  endif()
  roff_literal("${help}" text)
  set(section ".SS \"arbiter ${path}\"\n.nf\n${text}.fi\n")
  subcommands_of("${help}" subs)
  foreach(sub IN LISTS subs)
    describe("${path} ${sub}" nested)
    string(APPEND section "${nested}")
  endforeach()
  set(${out} "${section}" PARENT_SCOPE)
endfunction()

execute_process(COMMAND ${ARBITER} --help OUTPUT_VARIABLE top RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "arbiter --help failed (${rc})")
endif()
subcommands_of("${top}" subs)
set(sections "[SUBCOMMANDS]\nEach subcommand's options, as its --help prints them.\n")
foreach(sub IN LISTS subs)
  describe("${sub}" section)
  string(APPEND sections "${section}")
endforeach()
file(READ ${INCLUDE} handwritten)
get_filename_component(dir ${OUT} DIRECTORY)
set(include_file ${dir}/arbiter.h2m.generated)
file(WRITE ${include_file} "${handwritten}\n${sections}")
execute_process(COMMAND ${HELP2MAN} --no-info --no-discard-stderr
    "--name=the rules arbiter for Torres, Comuni and Medievalia"
    --include=${include_file} --output=${OUT} ${ARBITER}
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "help2man failed (${rc})")
endif()
