#pragma once

namespace mlpe {

// The y scale of a scatter chart: Auto turns log2 on when the values span more than 8x (E');
// On / Off are the user's choice (chart menu, `export --log-y`). Its own header so that code
// outside ui/charts can name it without seeing Qt Charts.
enum class AxisLogMode { Auto, On, Off };

} // namespace mlpe
