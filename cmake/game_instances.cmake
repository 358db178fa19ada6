# arbiter_game_instances(TARGET PART LIBRARIES...): the generic code of replay/ or verify/
# compiled once per game. In the calling folder, instances.h declares the instantiations `extern`
# and instances/GAME.cpp and instances/GAME_PART.cpp (the largest part in a file of its own)
# define them; LIBRARIES are what they link publicly.
function(arbiter_game_instances target part)
  set(files)
  foreach(game torres comuni medievalia)
    list(APPEND files instances/${game}.cpp instances/${game}_${part}.cpp)
  endforeach()
  add_library(${target} STATIC ${files})
  target_link_libraries(${target} PUBLIC ${ARGN} arbiter_games PRIVATE $<BUILD_INTERFACE:arbiter_warnings>)
  target_precompile_headers(${target} PRIVATE instances.h)
endfunction()
