# Proves that CheckRooms.cmake refuses what it is there to refuse: each case plants one include
# into a scratch copy of the room layout and runs the check on it; a case that passes the check
# fails this test. The last case is allowed and must pass, so that a check refusing everything
# fails too. (cmake -DCHECK=<CheckRooms.cmake> -DWORK_DIR=<scratch> -DQT_INCLUDE_DIR=<qt6 include
# root> -P CheckRoomsPlanted.cmake; ctest runs it as `architecture_rooms_planted`.)
cmake_minimum_required(VERSION 3.25)

# room | the planted line | what the check must say ("" = the line is allowed)
set(cases
    "core/model|#include <QtWidgets/QWidget>|core/model may not use QtWidgets"
    "ui/widgets|#include <QtCharts/QChart>|ui/widgets may not use QtCharts"
    "ui/table|#include <QChartView>|ui/table may not use QtCharts"
    "core/analysis|#include <QString>|core/analysis may not use QtCore"
    "app/cli|#include <QtGui/QColor>|app/cli may not use QtGui"
    "core/model|#include \"ui/state/appsettings.h\"|core/model may not depend on ui/state"
    "core/analysis|#include \"core/text/numberwords.h\"|core/analysis may not depend on core/text"
    "core/model|#include \"core/model/cyclepartner.h\"|include cycle between classes"
    "ui/charts|#include <QtCharts/QChart>|")
set(failures 0)
set(index 0)
foreach(entry IN LISTS cases)
    string(REPLACE "|" ";" fields "${entry}")
    list(GET fields 0 room)
    list(GET fields 1 line)
    list(GET fields 2 expected)
    math(EXPR index "${index} + 1")
    set(tree "${WORK_DIR}/case${index}")
    file(REMOVE_RECURSE "${tree}")
    file(WRITE "${tree}/${room}/planted.cpp" "${line}\n")
    file(WRITE "${tree}/ui/state/appsettings.h" "#pragma once\n")
    file(WRITE "${tree}/core/text/numberwords.h" "#pragma once\n")
    # A class that includes planted.h: planted.cpp including it closes a cycle of two classes.
    file(WRITE "${tree}/core/model/cyclepartner.h" "#include \"core/model/planted.h\"\n")
    file(WRITE "${tree}/core/model/planted.h" "#pragma once\n")
    execute_process(COMMAND "${CMAKE_COMMAND}" -DSOURCE_DIR=${tree} -DQT_INCLUDE_DIR=${QT_INCLUDE_DIR}
                            -P "${CHECK}"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    string(REGEX REPLACE "[ \n]+" " " err "${err}") # CMake wraps long messages
    if(expected STREQUAL "")
        if(NOT rc EQUAL 0)
            message(SEND_ERROR "${room}: \"${line}\" is allowed but the check refused it:\n${err}")
            math(EXPR failures "${failures} + 1")
        endif()
    elseif(rc EQUAL 0 OR NOT err MATCHES "${expected}")
        message(SEND_ERROR "${room}: \"${line}\" was not refused with \"${expected}\":\n${err}")
        math(EXPR failures "${failures} + 1")
    endif()
endforeach()
if(failures GREATER 0)
    message(FATAL_ERROR "${failures} planted include(s) not judged as they should be")
endif()
list(LENGTH cases count)
message(STATUS "architecture: ${count} planted includes judged as they should be")
