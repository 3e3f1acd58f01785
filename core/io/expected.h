#pragma once

#include <QString>
#include <optional>
#include <utility>

namespace mlpe {

// Why something failed: one line for a person, naming the file (and line) where there is one.
// Converts to any Expected<T>, so a function returns `Failure{message}` as readily as a value.
struct Failure {
    QString message;
};

// The outcome of an operation that can fail: a value, or the Failure saying why. The one "value
// or error" idiom of the project (C++20 has no std::expected): readers, writers and option
// parsers return it instead of optional-plus-out-parameter, bool-plus-message or "empty string
// means success".
//
//   Expected<ViewState> read = SessionCodec::readFile(path);
//   if (!read)
//       return report(read.error());
//   use(*read);
template <typename T> class [[nodiscard]] Expected {
public:
    Expected(T value)
        : m_value(std::move(value)) {}
    Expected(Failure failure)
        : m_error(std::move(failure.message)) {}

    bool hasValue() const { return m_value.has_value(); }
    explicit operator bool() const { return hasValue(); }

    // Only when hasValue().
    T& value() & { return *m_value; }
    const T& value() const& { return *m_value; }
    T&& value() && { return std::move(*m_value); }
    T& operator*() & { return *m_value; }
    const T& operator*() const& { return *m_value; }
    T&& operator*() && { return std::move(*m_value); }
    T* operator->() { return &*m_value; }
    const T* operator->() const { return &*m_value; }
    // The value, or `fallback` when there is none (as std::expected::value_or).
    T value_or(T fallback) const& { return m_value ? *m_value : std::move(fallback); }
    T value_or(T fallback) && { return m_value ? std::move(*m_value) : std::move(fallback); }

    // Only when !hasValue().
    const QString& error() const { return m_error; }

private:
    std::optional<T> m_value;
    QString m_error;
};

// Success with nothing to return (a write): Expected<void>{} is success.
template <> class [[nodiscard]] Expected<void> {
public:
    Expected() = default;
    Expected(Failure failure)
        : m_failed(true)
        , m_error(std::move(failure.message)) {}

    bool hasValue() const { return !m_failed; }
    explicit operator bool() const { return hasValue(); }
    const QString& error() const { return m_error; }

private:
    bool m_failed = false;
    QString m_error;
};

} // namespace mlpe
