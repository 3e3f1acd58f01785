#include "comparisonchartpage.h"

#include "comparisonchartview.h"

#include <QLabel>
#include <QVBoxLayout>

namespace mlpe {

ComparisonChartPage::ComparisonChartPage(ComparisonModel* comparison, QWidget* parent)
    : QWidget(parent)
    , m_chart(new ComparisonChartView(comparison, this))
    , m_caption(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_caption->setWordWrap(true);
    m_caption->setText(m_chart->captionHtml());
    connect(m_chart, &ComparisonChartView::captionChanged, m_caption, &QLabel::setText);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_caption);
}

} // namespace mlpe
