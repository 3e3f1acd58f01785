# Every command's --help lists the options it shares with other commands in the same words: the
# help block of each option (its line and the wrapped lines under it, whitespace collapsed) is
# identical wherever it appears. The options are declared once (app/cli/commandoptions.cpp); this proves the commands
# use that one declaration.
#   EXE  mlperf-explorer
set(groups
    "summarize,export-dataset,analyze,compare,export,report|--output,--force"
    "summarize,analyze,compare|--format"
    "analyze,compare,export,report|--round,--benchmark,--data,--group-by"
    "analyze,compare,export|--family,--exclude,--tau,--lambda,--sensitivity-max-n,--session"
    "analyze,export|--reference,-k,--seed")

# The help block of `option` in `help`: from its line to the next line that starts an option.
function(option_block help option out)
    # Semicolons would split CMake list items: kept as a placeholder while the lines are walked.
    string(REPLACE ";" "<semicolon>" help "${help}")
    string(REPLACE "\n" ";" lines "${help}")
    set(block "")
    set(inside FALSE)
    foreach(line IN LISTS lines)
        if(line MATCHES "^  -")
            if(line MATCHES "^  (-[a-zA-Z], )?${option}( |$)")
                set(inside TRUE)
            else()
                set(inside FALSE)
            endif()
        elseif(NOT line MATCHES "^      ")
            set(inside FALSE)
        endif()
        if(inside)
            string(APPEND block "${line}\n")
        endif()
    endforeach()
    # The columns depend on each command's longest option name (QCommandLineParser aligns and
    # wraps to them): the words are compared, not the layout.
    string(REGEX REPLACE "[ \n]+" " " block "${block}")
    string(STRIP "${block}" block)
    string(REPLACE "<semicolon>" ";" block "${block}")
    set(${out} "${block}" PARENT_SCOPE)
endfunction()

set(failures 0)
foreach(group IN LISTS groups)
    string(REPLACE "|" ";" parts "${group}")
    list(GET parts 0 commands_text)
    list(GET parts 1 options_text)
    string(REGEX MATCHALL "[a-z-]+" commands "${commands_text}")
    string(REGEX MATCHALL "-[-a-z]+" options "${options_text}")
    foreach(option IN LISTS options)
        set(first "")
        set(first_command "")
        foreach(command IN LISTS commands)
            execute_process(COMMAND "${EXE}" help ${command} RESULT_VARIABLE rc
                            OUTPUT_VARIABLE help ERROR_VARIABLE err)
            if(NOT rc EQUAL 0)
                message(SEND_ERROR "help ${command}: exit ${rc}: ${err}")
                math(EXPR failures "${failures} + 1")
                continue()
            endif()
            option_block("${help}" "${option}" block)
            if(block STREQUAL "")
                message(SEND_ERROR "${command} --help does not list ${option}")
                math(EXPR failures "${failures} + 1")
            elseif(first_command STREQUAL "")
                set(first "${block}")
                set(first_command "${command}")
            elseif(NOT block STREQUAL first)
                message(SEND_ERROR "${option} reads differently in ${command} --help:\n${block}"
                                   "than in ${first_command} --help:\n${first}")
                math(EXPR failures "${failures} + 1")
            endif()
        endforeach()
    endforeach()
endforeach()
if(failures GREATER 0)
    message(FATAL_ERROR "${failures} difference(s) between the commands' help texts")
endif()
