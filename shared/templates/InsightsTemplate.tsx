import { useId, type ReactNode } from 'react';
import { PageLayout } from '../components/PageLayout';
import { TrendChart } from '../components/TrendChart';
import { fill, useMessages, type Messages } from '../i18n/messages';
import { useInsightsMessages } from '../i18n/part-messages';
import { useLocale } from '../i18n/locale';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';
import {
  INSIGHTS_PERIODS,
  type InsightsArticleView,
  type InsightsCountRowView,
  type InsightsPageData,
} from '../types/pages/other-pages';
import './templates.css';
import './InsightsTemplate.css';

type InsightsLabels = Messages['insights'];

/** A deployment as readers know it ('Data Center'), not as events store it ('dataCenter'). */
function useDeploymentName(): (value: string) => string {
  const page = useMessages().page;
  return (value) => (value === 'cloud' ? page.cloud : value === 'dataCenter' ? page.dataCenter : value);
}

function ArticleCell({ article, labels }: { article: InsightsArticleView; labels: InsightsLabels }) {
  return (
    <>
      {article.url === null ? article.title : <a href={article.url}>{article.title}</a>}
      <a
        className="hc-insights__edit"
        href={article.editUrl}
        aria-label={`${labels.openInContentful}: ${article.title}`}
      >
        {labels.openInContentful}
      </a>
    </>
  );
}

/** One table section: heading, optional intro, the table in its own scroll region, and its CSV link. */
function TableSection({
  heading,
  intro,
  csv,
  empty,
  children,
}: {
  heading: string;
  intro?: string;
  csv: string;
  empty: boolean;
  children: ReactNode;
}) {
  const labels = useInsightsMessages();
  const id = useId();
  // The section has no name of its own: its table's scroll region is the landmark named by the heading.
  return (
    <section className="hc-insights__section">
      <h2 id={id}>{heading}</h2>
      {intro ? <p>{intro}</p> : null}
      {empty ? (
        <p>{labels.none}</p>
      ) : (
        <div className="hc-insights__scroll" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="hc-insights__table">
            <caption className="hc-visually-hidden">{heading}</caption>
            {children}
          </table>
        </div>
      )}
      <a className="hc-insights__csv" href={csv} download>
        {fill(labels.downloadCsvOf, { table: heading })}
      </a>
    </section>
  );
}

function CountTable({
  rows,
  header,
  labels,
}: {
  rows: InsightsCountRowView[];
  header: string;
  labels: InsightsLabels;
}) {
  return (
    <>
      <thead>
        <tr>
          <th scope="col">{labels.article}</th>
          <th scope="col">{header}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.article.entryId}>
            <td>
              <ArticleCell article={row.article} labels={labels} />
            </td>
            <td className="hc-insights__number">{row.count}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

function Filters({ data, labels }: { data: InsightsPageData; labels: InsightsLabels }) {
  const deploymentName = useDeploymentName();
  const id = useId();
  const { filters } = data;
  const periods: [string, string][] = [
    ...INSIGHTS_PERIODS.map((days) => [days, labels[`last${days}`]] as [string, string]),
    ['custom', labels.custom],
  ];
  // A typed value that no event carries any more still shows, so the form says what was asked.
  const choices = (values: string[], current: string) =>
    current && !values.includes(current) ? [current, ...values] : values;
  return (
    <form method="get" action={data.action} className="hc-insights__filters" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="hc-visually-hidden">
        {labels.filtersHeading}
      </h2>
      <div className="hc-insights__field">
        <label htmlFor={`${id}-period`}>{labels.period}</label>
        <select id={`${id}-period`} name="period" defaultValue={filters.period}>
          {periods.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="hc-insights__field">
        <label htmlFor={`${id}-from`}>{labels.from}</label>
        <input id={`${id}-from`} type="date" name="from" defaultValue={filters.from || data.first} />
      </div>
      <div className="hc-insights__field">
        <label htmlFor={`${id}-to`}>{labels.to}</label>
        <input id={`${id}-to`} type="date" name="to" defaultValue={filters.to || data.last} />
      </div>
      <div className="hc-insights__field">
        <label htmlFor={`${id}-deployment`}>{labels.deployment}</label>
        <select id={`${id}-deployment`} name="deployment" defaultValue={filters.deployment}>
          <option value="">{labels.any}</option>
          {choices(data.deployments, filters.deployment).map((value) => (
            <option key={value} value={value}>
              {deploymentName(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="hc-insights__field">
        <label htmlFor={`${id}-version`}>{labels.version}</label>
        <select id={`${id}-version`} name="version" defaultValue={filters.version}>
          <option value="">{labels.any}</option>
          {choices(data.versions, filters.version).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <button className="hc-button" type="submit">
        {labels.apply}
      </button>
    </form>
  );
}

/** Editor insights (docs/adr/038-editor-insights.md): everything server-rendered, readable without JavaScript. */
export function InsightsTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'insights');
  const data = page.insights;
  const labels = useInsightsMessages();
  const deploymentName = useDeploymentName();
  const locale = useLocale();
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const rate = (value: number | null) => (value === null ? labels.noValue : percent.format(value));
  return (
    <PageLayout entry={page}>
      <h1 className="hc-page__title">{page.title}</h1>
      <p>{labels.intro}</p>
      <Filters data={data} labels={labels} />
      {data.error ? (
        <p className="hc-insights__error" role="alert">
          {data.error}
        </p>
      ) : (
        <>
          <p>{fill(labels.showing, { from: data.first, to: data.last })}</p>
          <section className="hc-insights__section">
            <h2>{labels.trendsHeading}</h2>
            <div className="hc-insights__trends">
              <TrendChart
                title={labels.viewsChart}
                description={labels.viewsChartDescription}
                valueLabel={labels.views}
                points={data.trend.map((day) => ({ day: day.day, value: day.views }))}
                format={(value) => count.format(value)}
              />
              <TrendChart
                title={labels.helpfulChart}
                description={labels.helpfulChartDescription}
                valueLabel={labels.helpfulRate}
                points={data.trend.map((day) => ({ day: day.day, value: day.helpfulRate }))}
                format={(value) => percent.format(value)}
                max={1}
              />
              <TrendChart
                title={labels.zeroChart}
                description={labels.zeroChartDescription}
                valueLabel={labels.zeroResults}
                points={data.trend.map((day) => ({ day: day.day, value: day.zeroResults }))}
                format={(value) => count.format(value)}
              />
            </div>
            <a className="hc-insights__csv" href={data.csv.trend} download>
              {fill(labels.downloadCsvOf, { table: labels.trendsHeading })}
            </a>
          </section>
          <TableSection heading={labels.helpfulHeading} csv={data.csv.helpful} empty={data.helpful.length === 0}>
            <thead>
              <tr>
                <th scope="col">{labels.article}</th>
                <th scope="col">{labels.deployment}</th>
                <th scope="col">{labels.version}</th>
                <th scope="col">{labels.yes}</th>
                <th scope="col">{labels.no}</th>
                <th scope="col">{labels.helpfulRate}</th>
                <th scope="col">{labels.reasonInaccurate}</th>
                <th scope="col">{labels.reasonUnclear}</th>
                <th scope="col">{labels.reasonIrrelevant}</th>
              </tr>
            </thead>
            <tbody>
              {data.helpful.map((row) => (
                <tr key={`${row.article.entryId} ${row.deployment ?? ''} ${row.version ?? ''}`}>
                  <td>
                    <ArticleCell article={row.article} labels={labels} />
                  </td>
                  <td>{row.deployment === null ? labels.noValue : deploymentName(row.deployment)}</td>
                  <td>{row.version ?? labels.noValue}</td>
                  <td className="hc-insights__number">{row.yes}</td>
                  <td className="hc-insights__number">{row.no}</td>
                  <td className="hc-insights__number">{rate(row.rate)}</td>
                  <td className="hc-insights__number">{row.inaccurate}</td>
                  <td className="hc-insights__number">{row.unclear}</td>
                  <td className="hc-insights__number">{row.irrelevant}</td>
                </tr>
              ))}
            </tbody>
          </TableSection>
          <TableSection
            heading={labels.gapsHeading}
            intro={labels.gapsIntro}
            csv={data.csv['search-gaps']}
            empty={data.searchGaps.length === 0}
          >
            <thead>
              <tr>
                <th scope="col">{labels.query}</th>
                <th scope="col">{labels.searches}</th>
                <th scope="col">{labels.zeroResults}</th>
                <th scope="col">{labels.noClick}</th>
              </tr>
            </thead>
            <tbody>
              {data.searchGaps.map((row) => (
                <tr key={row.query}>
                  <td>{row.query}</td>
                  <td className="hc-insights__number">{row.searches}</td>
                  <td className="hc-insights__number">{row.zeroResults}</td>
                  <td className="hc-insights__number">{row.noClick}</td>
                </tr>
              ))}
            </tbody>
          </TableSection>
          <TableSection heading={labels.mostReadHeading} csv={data.csv['most-read']} empty={data.mostRead.length === 0}>
            <CountTable rows={data.mostRead} header={labels.views} labels={labels} />
          </TableSection>
          <TableSection
            heading={labels.mostExitedHeading}
            intro={labels.mostExitedIntro}
            csv={data.csv['most-exited']}
            empty={data.mostExited.length === 0}
          >
            <CountTable rows={data.mostExited} header={labels.exits} labels={labels} />
          </TableSection>
        </>
      )}
    </PageLayout>
  );
}
