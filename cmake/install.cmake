# `cmake --install`: the `arbiter` binary, its man page and bash completion, the engine, replay and
# verify headers, the libraries, the docs, and the CMake package that lets another project write
#   find_package(Arbiter 0.2 REQUIRED)
#   target_link_libraries(app PRIVATE Arbiter::torres)
# Then `cpack -G DEB` in the build folder packs the same files as arbiter_VERSION_ARCH.deb.
include(CMakePackageConfigHelpers)

set(ARBITER_CMAKE_DIR "${CMAKE_INSTALL_LIBDIR}/cmake/Arbiter")

# The exported targets drop the arbiter_ prefix: arbiter_torres is Arbiter::torres.
set(arbiter_exported arbiter_core arbiter_torres arbiter_comuni arbiter_medievalia arbiter_games
  arbiter_record arbiter_output arbiter_render arbiter_html arbiter_replay_instances arbiter_replay
  arbiter_verify_instances arbiter_verify)
foreach(target IN LISTS arbiter_exported)
  string(REGEX REPLACE "^arbiter_" "" short "${target}")
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${short})
endforeach()
install(TARGETS ${arbiter_exported} EXPORT ArbiterTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(EXPORT ArbiterTargets NAMESPACE Arbiter:: DESTINATION ${ARBITER_CMAKE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/ArbiterConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/ArbiterConfig.cmake INSTALL_DESTINATION ${ARBITER_CMAKE_DIR})
# 0.x: a minor version may change the API, so 0.2 accepts 0.2.* only.
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/ArbiterConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/ArbiterConfig.cmake
  ${CMAKE_CURRENT_BINARY_DIR}/ArbiterConfigVersion.cmake DESTINATION ${ARBITER_CMAKE_DIR})

# Headers keep their source paths under include/arbiter ("engine/torres/torres.h"), the include
# directory Arbiter::core gives. Left out: each engine's rules_internal.h (its .cpp files only)
# and verify/properties.h (RapidCheck's generators, for test suites built from the source tree).
foreach(dir engine replay verify)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${dir}/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/arbiter/${dir}
    FILES_MATCHING PATTERN "*.h"
    PATTERN "*_internal.h" EXCLUDE
    PATTERN "properties.h" EXCLUDE
    PATTERN "mutate" EXCLUDE)
endforeach()

install(TARGETS arbiter RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# docs/ stays docs/ beside the README, so that the README's links work where it is installed.
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)
# `--strip` (and the Debian package) strips executables only; the static libraries lose their
# debug sections too (about 110 MB of them in a RelWithDebInfo build), keeping their symbols.
install(CODE "
  if(CMAKE_INSTALL_DO_STRIP)
    file(GLOB archives \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/libarbiter_*.a\")
    foreach(archive IN LISTS archives)
      execute_process(COMMAND \"${CMAKE_STRIP}\" --strip-debug \"\${archive}\")
    endforeach()
  endif()")

# The Debian package (`cpack -G DEB`): its dependencies are read from the binary's shared
# libraries by dpkg-shlibdeps (libgvc6, libcgraph6, libboost-graph, libstdc++6, ...).
set(CPACK_PACKAGE_NAME arbiter)
set(CPACK_PACKAGE_VENDOR "Arbiter")
set(CPACK_PACKAGE_CONTACT "Arbiter maintainers <arbiter@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION "Rules engines for three board games that check recorded games move\n\
by move, prove invariants over random games, explore every action to a depth,\n\
and draw game records and phase diagrams. Includes the C++ headers, static\n\
libraries and CMake package (find_package(Arbiter)) of the engines.")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What a C++ program built on the installed package also needs: find_package(Arbiter) always
# finds nlohmann-json (apt installs Recommends by default); the drawing targets need Boost.Graph
# and Graphviz through pkg-config.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "bash-completion, nlohmann-json3-dev")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "cmake, pkg-config, libboost-graph-dev, libgraphviz-dev")
include(CPack)
