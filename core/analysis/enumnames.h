#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace mlpe {

// The one way an enum gets its stable names (sessions, JSON, command-line options, footnotes):
// a constexpr table of {value, name} pairs, never the enum's integer values (those may be
// reordered). Std only, so the analysis, the session codec and the charts share the same tables.
//
//   constexpr EnumNames<Colour, 2> kColours{{{Colour::Red, "red"}, {Colour::Blue, "blue"}}};
//   nameOf(kColours, Colour::Red) == "red";  valueOfName(kColours, "blue") == Colour::Blue
template <typename Enum> struct EnumName {
    Enum value;
    std::string_view name;
};
template <typename Enum, std::size_t Size> using EnumNames = std::array<EnumName<Enum>, Size>;

// The name of `value`; "unknown" for a value the table lacks (a programming error).
template <typename Enum, std::size_t Size>
constexpr std::string_view nameOf(const EnumNames<Enum, Size>& table, Enum value) {
    for (const auto& entry : table)
        if (entry.value == value)
            return entry.name;
    return "unknown";
}

// The value named exactly `name` (case-sensitive), or nullopt.
template <typename Enum, std::size_t Size>
constexpr std::optional<Enum> valueOfName(const EnumNames<Enum, Size>& table,
                                          std::string_view name) {
    for (const auto& entry : table)
        if (entry.name == name)
            return entry.value;
    return std::nullopt;
}

// "a, b, c": every name, for messages that list what is accepted.
template <typename Enum, std::size_t Size>
std::string allNames(const EnumNames<Enum, Size>& table, std::string_view separator = ", ") {
    std::string out;
    for (const auto& entry : table) {
        if (!out.empty())
            out += separator;
        out += entry.name;
    }
    return out;
}

} // namespace mlpe
