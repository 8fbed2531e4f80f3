//! `cutt-bench --plot OUTDIR RUN.tsv[=LABEL]... [--peer LABEL=SET:MEDIAN,...]...
//! [--include-fit]`: one PNG per benchmark set, in the style of the cuTT
//! paper's figures. No GPU: it only reads TSVs that `cutt-bench --tsv` wrote.
//!
//! Per run, the cases of the set sorted by frac (x: rank, stretched to the
//! full width so runs of different sizes compare by percentile; y: frac),
//! with the run's median (dashed) and 10th percentile (short dashes) in the
//! same colour; peers' medians are grey dotted lines. Small sets fit in L2,
//! where frac means little (../shared/bench/README.md): they plot
//! microseconds per call, and their tail line is the slowest tenth (p90).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::canvas::{text_width, Canvas, Rgb, Stroke, TEXT_HEIGHT};

const USAGE: &str = "\
usage: cutt-bench --plot OUTDIR RUN.tsv[=LABEL]... [--peer LABEL=SET:MEDIAN,...]... [--include-fit]
  RUN.tsv        a table written by `cutt-bench --tsv`; LABEL defaults to the file name
  --peer         a peer's median per set, drawn as a grey dotted line
  --include-fit  also plot the fit_* sets (the cost model's training cases)";

/// Exit status for anything the user has to fix, as cutt-plan uses.
const USAGE_ERROR: u8 = 2;

/// Sets named so are training cases for the cost model, not benchmark results.
const FIT_PREFIX: &str = "fit_";
/// Sets named so fit in L2, where frac is meaningless.
const SMALL_PREFIX: &str = "small_";

const WIDTH: i32 = 760;
const PLOT_LEFT: i32 = 84;
const PLOT_RIGHT_MARGIN: i32 = 24;
const PLOT_TOP: i32 = 44;
const PLOT_HEIGHT: i32 = 340;
/// Room under the plot for tick labels and the x axis label.
const AXIS_BAND: i32 = 64;
const LEGEND_LEFT: i32 = 12;
const LEGEND_ROW: i32 = 24;
const LEGEND_SAMPLE: i32 = 28;
const LEGEND_GAP: i32 = 22;
const BOTTOM_MARGIN: i32 = 12;
const TICK: i32 = 5;

const BACKGROUND: Rgb = [255, 255, 255];
const INK: Rgb = [0, 0, 0];
const GRID: Rgb = [228, 228, 228];
const PEER: Rgb = [120, 120, 120];
/// Run colours, distinct for the common colour-vision deficiencies first.
const PALETTE: [Rgb; 6] = [
    [31, 119, 180],
    [214, 39, 40],
    [44, 160, 44],
    [255, 127, 14],
    [148, 103, 189],
    [140, 86, 75],
];

pub fn main(args: &[String]) -> ExitCode {
    match run(args) {
        Ok(written) => {
            for path in written {
                println!("wrote {}", path.display());
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("cutt-bench: {message}\n{USAGE}");
            ExitCode::from(USAGE_ERROR)
        }
    }
}

/// The whole plot mode: the files written, or a one-line error.
fn run(args: &[String]) -> Result<Vec<PathBuf>, String> {
    let options = parse_options(args)?;
    let runs = options
        .runs
        .iter()
        .map(|(path, label)| read_run(path, label))
        .collect::<Result<Vec<_>, _>>()?;
    let charts = charts(&runs, &options.peers, options.include_fit);
    if charts.is_empty() {
        return Err("no sets to plot (fit_* sets need --include-fit)".into());
    }
    std::fs::create_dir_all(&options.outdir)
        .map_err(|e| format!("cannot create {}: {e}", options.outdir.display()))?;
    charts
        .iter()
        .map(|chart| {
            let path = options.outdir.join(format!("{}.png", chart.set));
            std::fs::write(&path, render(chart).png())
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            Ok(path)
        })
        .collect()
}

// ---------------------------------------------------------------- options

struct Options {
    outdir: PathBuf,
    /// (TSV path, label) per run, in the order given (which picks colours).
    runs: Vec<(String, String)>,
    peers: Vec<Peer>,
    include_fit: bool,
}

/// A peer library's median per set, from `--peer LABEL=SET:MEDIAN,...`.
#[derive(Debug, PartialEq)]
struct Peer {
    label: String,
    medians: Vec<(String, f64)>,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let (mut outdir, mut runs, mut peers, mut include_fit) = (None, Vec::new(), Vec::new(), false);
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--plot" => outdir = Some(PathBuf::from(flag_value(&mut rest, arg)?)),
            "--peer" => peers.push(parse_peer(flag_value(&mut rest, arg)?)?),
            "--include-fit" => include_fit = true,
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option {flag} with --plot"))
            }
            spec => runs.push(parse_run_spec(spec)?),
        }
    }
    let outdir = outdir.ok_or("--plot needs an output directory")?;
    if runs.is_empty() {
        return Err("--plot needs at least one RUN.tsv".into());
    }
    Ok(Options {
        outdir,
        runs,
        peers,
        include_fit,
    })
}

fn flag_value<'a>(
    rest: &mut impl Iterator<Item = &'a String>,
    flag: &str,
) -> Result<&'a str, String> {
    match rest.next() {
        Some(value) if !value.starts_with("--") => Ok(value),
        _ => Err(format!("{flag} needs a value")),
    }
}

/// `PATH=LABEL`, or `PATH` labelled with its file name.
fn parse_run_spec(spec: &str) -> Result<(String, String), String> {
    let (path, label) = match spec.split_once('=') {
        Some((path, label)) => (path, label.to_string()),
        None => (spec, file_name(spec)),
    };
    if label.trim().is_empty() {
        return Err(format!("{spec}: empty label"));
    }
    Ok((path.to_string(), label))
}

fn file_name(path: &str) -> String {
    Path::new(path).file_name().map_or_else(
        || path.to_string(),
        |name| name.to_string_lossy().into_owned(),
    )
}

fn parse_peer(spec: &str) -> Result<Peer, String> {
    let bad = || format!("--peer {spec}: expected LABEL=SET:MEDIAN,SET:MEDIAN,...");
    let (label, list) = spec.split_once('=').ok_or_else(bad)?;
    if label.trim().is_empty() {
        return Err(bad());
    }
    let medians = list
        .split(',')
        .map(|item| {
            let (set, value) = item.split_once(':').ok_or_else(bad)?;
            let value: f64 = value.trim().parse().map_err(|_| bad())?;
            let valid = !set.trim().is_empty() && value.is_finite() && value >= 0.0;
            valid
                .then(|| (set.trim().to_string(), value))
                .ok_or_else(bad)
        })
        .collect::<Result<_, _>>()?;
    Ok(Peer {
        label: label.to_string(),
        medians,
    })
}

// ---------------------------------------------------------------- input

/// One run's cases, by set.
struct Run {
    label: String,
    sets: BTreeMap<String, Vec<Measured>>,
}

struct Measured {
    frac: f64,
    transpose_us: f64,
}

/// The columns the plots need; the others may come and go.
const COLUMNS: [&str; 3] = ["set", "transpose_us", "frac"];

fn read_run(path: &str, label: &str) -> Result<Run, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let (_, header) = lines
        .next()
        .ok_or_else(|| format!("{path}: empty; expected a table written by cutt-bench --tsv"))?;
    let index = column_indexes(path, header)?;
    let mut sets: BTreeMap<String, Vec<Measured>> = BTreeMap::new();
    for (n, line) in lines {
        let (set, measured) =
            parse_row(line, &index).map_err(|e| format!("{path}:{}: {e}", n + 1))?;
        sets.entry(set).or_default().push(measured);
    }
    if sets.is_empty() {
        return Err(format!("{path}: no cases under the header"));
    }
    Ok(Run {
        label: label.to_string(),
        sets,
    })
}

/// Where each of COLUMNS is in the header.
fn column_indexes(path: &str, header: &str) -> Result<[usize; 3], String> {
    let names: Vec<&str> = header.split('\t').map(str::trim).collect();
    let mut index = [0; 3];
    for (slot, wanted) in index.iter_mut().zip(COLUMNS) {
        *slot = names.iter().position(|&n| n == wanted).ok_or_else(|| {
            format!("{path}: no `{wanted}` column; expected a table written by cutt-bench --tsv")
        })?;
    }
    Ok(index)
}

fn parse_row(line: &str, index: &[usize; 3]) -> Result<(String, Measured), String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let field = |i: usize| {
        fields
            .get(index[i])
            .map(|f| f.trim())
            .ok_or_else(|| format!("no `{}` field", COLUMNS[i]))
    };
    let number = |i: usize| {
        let text = field(i)?;
        text.parse::<f64>()
            .ok()
            .filter(|v| v.is_finite() && *v >= 0.0)
            .ok_or_else(|| format!("bad {} {text:?}", COLUMNS[i]))
    };
    let measured = Measured {
        transpose_us: number(1)?,
        frac: number(2)?,
    };
    Ok((field(0)?.to_string(), measured))
}

// ---------------------------------------------------------------- charts

/// What the y axis shows.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Metric {
    Frac,
    MicrosPerCall,
}

impl Metric {
    fn of(set: &str) -> Metric {
        if set.starts_with(SMALL_PREFIX) {
            Metric::MicrosPerCall
        } else {
            Metric::Frac
        }
    }

    fn value(self, m: &Measured) -> f64 {
        match self {
            Metric::Frac => m.frac,
            Metric::MicrosPerCall => m.transpose_us,
        }
    }

    fn axis_label(self) -> &'static str {
        match self {
            Metric::Frac => "fraction of memcpy",
            Metric::MicrosPerCall => "microseconds per call",
        }
    }

    /// The quantile that marks the worst tenth of cases, and its name: low
    /// frac is bad, but a long time per call is.
    fn tail(self) -> (f64, &'static str) {
        match self {
            Metric::Frac => (0.1, "p10"),
            Metric::MicrosPerCall => (0.9, "p90"),
        }
    }

    fn format(self, v: f64) -> String {
        match self {
            Metric::Frac => format!("{v:.3}"),
            Metric::MicrosPerCall => format!("{v:.2} us"),
        }
    }
}

/// One run's cases of one set, sorted.
struct Series {
    label: String,
    colour: Rgb,
    values: Vec<f64>,
    median: f64,
    tail: f64,
}

struct PeerLine {
    label: String,
    value: f64,
}

struct Chart {
    set: String,
    metric: Metric,
    series: Vec<Series>,
    peers: Vec<PeerLine>,
}

fn charts(runs: &[Run], peers: &[Peer], include_fit: bool) -> Vec<Chart> {
    let mut sets: Vec<&String> = runs.iter().flat_map(|r| r.sets.keys()).collect();
    sets.sort();
    sets.dedup();
    sets.into_iter()
        .filter(|set| include_fit || !set.starts_with(FIT_PREFIX))
        .map(|set| chart(set, runs, peers))
        .collect()
}

fn chart(set: &str, runs: &[Run], peers: &[Peer]) -> Chart {
    let metric = Metric::of(set);
    // Colours follow the run's position on the command line, so a run keeps
    // its colour across all sets even where an earlier run lacks the set.
    let series = runs
        .iter()
        .zip(PALETTE.iter().cycle())
        .filter_map(|(run, &colour)| Some(series(run, run.sets.get(set)?, metric, colour)))
        .collect();
    let peers = peers
        .iter()
        .filter_map(|p| {
            Some(PeerLine {
                label: p.label.clone(),
                value: peer_median(p, set)?,
            })
        })
        .collect();
    Chart {
        set: set.to_string(),
        metric,
        series,
        peers,
    }
}

fn series(run: &Run, cases: &[Measured], metric: Metric, colour: Rgb) -> Series {
    let mut values: Vec<f64> = cases.iter().map(|m| metric.value(m)).collect();
    // The same quantiles as cutt-bench prints, so plot and table agree.
    let median = crate::median(&mut values);
    let tail = crate::quantile(&mut values, metric.tail().0);
    Series {
        label: run.label.clone(),
        colour,
        values,
        median,
        tail,
    }
}

/// The peer's median for `set`: given for that set, or for a set name the
/// TSV extends with `_...` (`big` for `big_2^31+`).
fn peer_median(peer: &Peer, set: &str) -> Option<f64> {
    let exact = peer.medians.iter().find(|(s, _)| s == set);
    let prefix = || {
        peer.medians.iter().find(|(s, _)| {
            set.strip_prefix(s.as_str())
                .is_some_and(|rest| rest.starts_with('_'))
        })
    };
    exact.or_else(prefix).map(|&(_, v)| v)
}

// ---------------------------------------------------------------- layout

/// The plot area and the mapping from data to pixels.
struct Frame {
    left: i32,
    top: i32,
    width: i32,
    height: i32,
    y_max: f64,
    y_step: f64,
}

impl Frame {
    fn new(chart: &Chart) -> Frame {
        let (y_max, y_step) = y_range(chart);
        Frame {
            left: PLOT_LEFT,
            top: PLOT_TOP,
            width: WIDTH - PLOT_LEFT - PLOT_RIGHT_MARGIN,
            height: PLOT_HEIGHT,
            y_max,
            y_step,
        }
    }

    fn bottom(&self) -> i32 {
        self.top + self.height
    }

    fn right(&self) -> i32 {
        self.left + self.width
    }

    /// Case `rank` of `n`, stretched so every run spans the full width.
    fn x(&self, rank: usize, n: usize) -> i32 {
        let share = rank as f64 / (n.max(2) - 1) as f64;
        self.left + (share * self.width as f64).round() as i32
    }

    fn y(&self, value: f64) -> i32 {
        self.bottom() - (value / self.y_max * self.height as f64).round() as i32
    }
}

/// The top of the y axis and its tick step: for frac at least 1.2 (copy
/// speed with room above), in steps of 0.2; for times, a round step.
fn y_range(chart: &Chart) -> (f64, f64) {
    let all = chart.series.iter().flat_map(|s| s.values.iter().copied());
    let largest = all
        .chain(chart.peers.iter().map(|p| p.value))
        .fold(0.0, f64::max);
    let step = match chart.metric {
        Metric::Frac => 0.2,
        Metric::MicrosPerCall => round_step(largest / 5.0),
    };
    // The epsilon keeps a value exactly on a step from adding a step.
    let steps = (largest / step - 1e-9).ceil().max(1.0);
    // Rounded to the step's decimals, so 7 x 0.2 is 1.4, not 1.4000000000000001.
    let scale = 10f64.powi(decimals(step) as i32);
    let top = (steps * step * scale).round() / scale;
    match chart.metric {
        Metric::Frac => (top.max(1.2), step),
        Metric::MicrosPerCall => (top, step),
    }
}

/// The decimals that show every multiple of `step`.
fn decimals(step: f64) -> usize {
    (-step.log10().floor()).max(0.0) as usize
}

/// The smallest 1, 2 or 5 times a power of ten at least `raw`.
fn round_step(raw: f64) -> f64 {
    if raw <= 0.0 {
        return 1.0;
    }
    let power = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&s| s >= raw * (1.0 - 1e-9))
        .unwrap_or(10.0 * power)
}

/// One legend item: a line sample and its text.
struct LegendItem {
    stroke: Stroke,
    colour: Rgb,
    text: String,
}

impl LegendItem {
    fn width(&self) -> i32 {
        LEGEND_SAMPLE + 6 + text_width(&self.text) + LEGEND_GAP
    }
}

/// The legend's rows: each run and each peer starts a row, and items wrap
/// when they would run past `width`.
fn legend_rows(chart: &Chart, width: i32) -> Vec<Vec<LegendItem>> {
    let (_, tail_name) = chart.metric.tail();
    let format = |v| chart.metric.format(v);
    let runs = chart.series.iter().map(|s| {
        vec![
            LegendItem {
                stroke: Stroke::Solid,
                colour: s.colour,
                text: s.label.clone(),
            },
            LegendItem {
                stroke: Stroke::Dashed,
                colour: s.colour,
                text: format!("median {}", format(s.median)),
            },
            LegendItem {
                stroke: Stroke::ShortDashed,
                colour: s.colour,
                text: format!("{tail_name} {}", format(s.tail)),
            },
        ]
    });
    let peers = chart.peers.iter().map(|p| {
        let text = format!("{}: median {}", p.label, format(p.value));
        vec![LegendItem {
            stroke: Stroke::Dotted,
            colour: PEER,
            text,
        }]
    });
    runs.chain(peers)
        .flat_map(|items| wrap(items, width))
        .collect()
}

fn wrap(items: Vec<LegendItem>, width: i32) -> Vec<Vec<LegendItem>> {
    let mut rows: Vec<Vec<LegendItem>> = vec![Vec::new()];
    let mut used = 0;
    for item in items {
        let w = item.width();
        if used > 0 && used + w > width {
            rows.push(Vec::new());
            used = 0;
        }
        used += w;
        rows.last_mut().expect("a row").push(item);
    }
    rows
}

// ---------------------------------------------------------------- drawing

fn render(chart: &Chart) -> Canvas {
    let frame = Frame::new(chart);
    let legend = legend_rows(chart, WIDTH - 2 * LEGEND_LEFT);
    let height = frame.bottom() + AXIS_BAND + legend.len() as i32 * LEGEND_ROW + BOTTOM_MARGIN;
    let mut canvas = Canvas::new(WIDTH, height, BACKGROUND);
    draw_title(&mut canvas, chart);
    draw_y_axis(&mut canvas, &frame, chart.metric);
    draw_x_axis(&mut canvas, &frame, chart);
    for peer in &chart.peers {
        draw_level(&mut canvas, &frame, peer.value, PEER, Stroke::Dotted);
    }
    for s in &chart.series {
        draw_level(&mut canvas, &frame, s.median, s.colour, Stroke::Dashed);
        draw_level(&mut canvas, &frame, s.tail, s.colour, Stroke::ShortDashed);
    }
    for s in &chart.series {
        draw_curve(&mut canvas, &frame, s);
    }
    for peer in &chart.peers {
        draw_peer_label(&mut canvas, &frame, chart, peer);
    }
    draw_box(&mut canvas, &frame);
    draw_legend(
        &mut canvas,
        &legend,
        LEGEND_LEFT,
        frame.bottom() + AXIS_BAND,
    );
    canvas
}

fn draw_title(canvas: &mut Canvas, chart: &Chart) {
    let mut counts: Vec<String> = chart
        .series
        .iter()
        .map(|s| s.values.len().to_string())
        .collect();
    counts.dedup();
    let what = match chart.metric {
        Metric::Frac => "",
        Metric::MicrosPerCall => ", L2-resident: time per call",
    };
    let title = format!("{}: {} cases{what}", chart.set, counts.join("/"));
    let x = (canvas.width() - text_width(&title)) / 2;
    canvas.text(x, (PLOT_TOP - TEXT_HEIGHT) / 2, &title, INK);
}

/// Grid lines, ticks and their values, and the axis label.
fn draw_y_axis(canvas: &mut Canvas, frame: &Frame, metric: Metric) {
    let decimals = decimals(frame.y_step);
    let ticks = (frame.y_max / frame.y_step).round() as i32;
    for i in 0..=ticks {
        let value = i as f64 * frame.y_step;
        let y = frame.y(value);
        canvas.line((frame.left, y), (frame.right(), y), GRID, Stroke::Solid, 1);
        canvas.line(
            (frame.left - TICK, y),
            (frame.left, y),
            INK,
            Stroke::Solid,
            1,
        );
        let label = format!("{value:.decimals$}");
        let x = frame.left - TICK - 4 - text_width(&label);
        canvas.text(x, y - TEXT_HEIGHT / 2, &label, INK);
    }
    let label = metric.axis_label();
    let middle = frame.top + frame.height / 2 + text_width(label) / 2;
    canvas.text_up(8, middle, label, INK);
}

/// Ticks at round case ranks of the largest run, and the axis label.
fn draw_x_axis(canvas: &mut Canvas, frame: &Frame, chart: &Chart) {
    let n = chart
        .series
        .iter()
        .map(|s| s.values.len())
        .max()
        .unwrap_or(1);
    let step = (round_step((n.max(2) - 1) as f64 / 6.0).max(1.0)) as usize;
    for rank in (0..n.max(2)).step_by(step) {
        let x = frame.x(rank, n);
        canvas.line(
            (x, frame.bottom()),
            (x, frame.bottom() + TICK),
            INK,
            Stroke::Solid,
            1,
        );
        let label = rank.to_string();
        canvas.text(
            x - text_width(&label) / 2,
            frame.bottom() + TICK + 4,
            &label,
            INK,
        );
    }
    let label = "cases, sorted";
    let x = frame.left + (frame.width - text_width(label)) / 2;
    canvas.text(x, frame.bottom() + AXIS_BAND - TEXT_HEIGHT - 14, label, INK);
}

fn draw_box(canvas: &mut Canvas, frame: &Frame) {
    let (l, t, r, b) = (frame.left, frame.top, frame.right(), frame.bottom());
    for (a, z) in [
        ((l, t), (r, t)),
        ((r, t), (r, b)),
        ((r, b), (l, b)),
        ((l, b), (l, t)),
    ] {
        canvas.line(a, z, INK, Stroke::Solid, 1);
    }
}

/// A horizontal line across the plot at `value`.
fn draw_level(canvas: &mut Canvas, frame: &Frame, value: f64, colour: Rgb, stroke: Stroke) {
    let y = frame.y(value);
    canvas.line((frame.left, y), (frame.right(), y), colour, stroke, 2);
}

fn draw_curve(canvas: &mut Canvas, frame: &Frame, s: &Series) {
    let n = s.values.len();
    let points: Vec<(i32, i32)> = s
        .values
        .iter()
        .enumerate()
        .map(|(i, &v)| (frame.x(i, n), frame.y(v)))
        .collect();
    for pair in points.windows(2) {
        canvas.line(pair[0], pair[1], s.colour, Stroke::Solid, 2);
    }
    // A one-case set has no segment; a dot still shows where it lies.
    if let [only] = points[..] {
        canvas.fill_rect(only.0 - 2, only.1 - 2, 5, 5, s.colour);
    }
}

/// The peer's short name and median next to its line, on white so crossing
/// lines do not hide it. Sorted curves rise left to right, so above the line
/// at the left is clear when most cases lie below it, else below at the right.
fn draw_peer_label(canvas: &mut Canvas, frame: &Frame, chart: &Chart, peer: &PeerLine) {
    let name = peer.label.split(" (").next().unwrap_or(&peer.label);
    let text = format!("{name} {}", chart.metric.format(peer.value));
    let line = frame.y(peer.value);
    let (x, y) = if share_below(chart, peer.value) >= 0.5 {
        (frame.left + 8, line - TEXT_HEIGHT - 5)
    } else {
        (frame.right() - 8 - text_width(&text), line + 6)
    };
    canvas.fill_rect(
        x - 2,
        y - 2,
        text_width(&text) + 4,
        TEXT_HEIGHT + 4,
        BACKGROUND,
    );
    canvas.text(x, y, &text, PEER);
}

/// The share of all plotted cases below `value`.
fn share_below(chart: &Chart, value: f64) -> f64 {
    let values = || chart.series.iter().flat_map(|s| s.values.iter());
    let below = values().filter(|&&v| v < value).count();
    below as f64 / values().count().max(1) as f64
}

fn draw_legend(canvas: &mut Canvas, rows: &[Vec<LegendItem>], left: i32, top: i32) {
    for (r, row) in rows.iter().enumerate() {
        let y = top + r as i32 * LEGEND_ROW;
        let mut x = left;
        for item in row {
            let middle = y + TEXT_HEIGHT / 2;
            canvas.line(
                (x, middle),
                (x + LEGEND_SAMPLE, middle),
                item.colour,
                item.stroke,
                2,
            );
            canvas.text(x + LEGEND_SAMPLE + 6, y, &item.text, INK);
            x += item.width();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    /// A TSV with the columns cutt-bench writes and the given (set, frac, us) rows.
    fn write_tsv(name: &str, rows: &[(&str, f64, f64)]) -> String {
        let mut text =
            "set\telem\tdims\tperm\tbytes\ttranspose_us\tmemcpy_us\tfrac\tplan_us\tplan\n"
                .to_string();
        for (set, frac, us) in rows {
            text += &format!("{set}\t8\t[4, 4]\t[1, 0]\t128\t{us}\t1.0\t{frac}\t1.0\tplan\n");
        }
        let path =
            std::env::temp_dir().join(format!("cutt-bench-plot-{}-{name}.tsv", std::process::id()));
        std::fs::write(&path, text).unwrap();
        path.to_string_lossy().into_owned()
    }

    #[test]
    fn options_take_labels_peers_and_the_fit_flag() {
        let o = parse_options(&args(&[
            "--plot",
            "out",
            "a/b.tsv",
            "c.tsv=Run C",
            "--peer",
            "X (src)=s1:0.5,big:0.85",
            "--include-fit",
        ]))
        .unwrap();
        assert_eq!(o.outdir, PathBuf::from("out"));
        assert_eq!(
            o.runs,
            [
                ("a/b.tsv".into(), "b.tsv".into()),
                ("c.tsv".into(), "Run C".into())
            ]
        );
        assert_eq!(
            o.peers,
            [Peer {
                label: "X (src)".into(),
                medians: vec![("s1".into(), 0.5), ("big".into(), 0.85)]
            }]
        );
        assert!(o.include_fit);
    }

    #[test]
    fn bad_options_are_errors() {
        for bad in [
            &["--plot", "out"][..],
            &["--plot"],
            &["--plot", "out", "a.tsv", "--peer", "no-equals"],
            &["--plot", "out", "a.tsv", "--peer", "L=set:abc"],
            &["--plot", "out", "a.tsv", "--peer", "L=set:-1"],
            &["--plot", "out", "a.tsv=", "--bogus"],
        ] {
            assert!(parse_options(&args(bad)).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn peers_match_a_set_exactly_or_as_a_name_prefix() {
        let peer = parse_peer("P=set1_r1:0.81,set1_r15:0.77,big:0.85").unwrap();
        assert_eq!(peer_median(&peer, "set1_r1"), Some(0.81));
        assert_eq!(peer_median(&peer, "set1_r15"), Some(0.77));
        assert_eq!(peer_median(&peer, "big_2^31+"), Some(0.85));
        assert_eq!(peer_median(&peer, "set1_r5"), None);
    }

    #[test]
    fn the_y_axis_reaches_1_2_or_the_next_step_above_the_data() {
        assert_eq!(round_step(0.93), 1.0);
        assert_eq!(round_step(1.2), 2.0);
        assert_eq!(round_step(30.0), 50.0);
        let chart = |metric, values: Vec<f64>| Chart {
            set: "s".into(),
            metric,
            series: vec![Series {
                label: "r".into(),
                colour: PALETTE[0],
                median: 0.0,
                tail: 0.0,
                values,
            }],
            peers: vec![],
        };
        assert_eq!(y_range(&chart(Metric::Frac, vec![0.3, 0.95])), (1.2, 0.2));
        assert_eq!(y_range(&chart(Metric::Frac, vec![1.4])).0, 1.4);
        assert_eq!(y_range(&chart(Metric::Frac, vec![1.41])).0, 1.6);
        assert_eq!(
            y_range(&chart(Metric::MicrosPerCall, vec![3.2, 4.8])),
            (5.0, 1.0)
        );
    }

    #[test]
    fn small_sets_plot_time_per_call_and_fit_sets_only_on_request() {
        let path = write_tsv(
            "sets",
            &[
                ("small_4096", 0.1, 3.5),
                ("fit_e8", 0.5, 9.0),
                ("set1_r1", 0.7, 900.0),
            ],
        );
        let run = read_run(&path, "r").unwrap();
        std::fs::remove_file(&path).unwrap();
        let sets = |include_fit| {
            charts(std::slice::from_ref(&run), &[], include_fit)
                .into_iter()
                .map(|c| (c.set, c.metric))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            sets(false),
            [
                ("set1_r1".into(), Metric::Frac),
                ("small_4096".into(), Metric::MicrosPerCall)
            ]
        );
        assert_eq!(sets(true).len(), 3);
        let small = chart("small_4096", std::slice::from_ref(&run), &[]);
        assert_eq!(small.series[0].values, [3.5]);
    }

    #[test]
    fn a_tsv_without_the_columns_is_refused_with_the_missing_name() {
        let path =
            std::env::temp_dir().join(format!("cutt-bench-plot-{}-cols.tsv", std::process::id()));
        std::fs::write(&path, "set\telem\tfrac\nset1_r1\t8\t0.5\n").unwrap();
        let error = read_run(path.to_str().unwrap(), "r").err().unwrap();
        std::fs::remove_file(&path).unwrap();
        assert!(error.contains("no `transpose_us` column"), "{error}");
    }

    /// Two runs with evenly spaced fracs: each curve's pixels lie where the
    /// frame maps its cases, the peer's dotted line is grey, and the empty
    /// corner above the curves stays white.
    #[test]
    fn a_known_tsv_draws_its_curves_where_the_frame_maps_the_cases() {
        let ranks = 0..41;
        let first: Vec<_> = ranks
            .clone()
            .map(|i| ("set9", 0.2 + 0.01 * i as f64, 1.0))
            .collect();
        let second: Vec<_> = ranks
            .map(|i| ("set9", 0.5 + 0.01 * i as f64, 1.0))
            .collect();
        let (a, b) = (write_tsv("first", &first), write_tsv("second", &second));
        let runs = [
            read_run(&a, "first").unwrap(),
            read_run(&b, "second").unwrap(),
        ];
        let peers = [parse_peer("Peer (somewhere)=set9:1.05").unwrap()];
        let chart = chart("set9", &runs, &peers);
        let canvas = render(&chart);
        let frame = Frame::new(&chart);
        assert_eq!(canvas.width(), WIDTH);
        let legend_rows = 3;
        assert_eq!(
            canvas.height(),
            PLOT_TOP + PLOT_HEIGHT + AXIS_BAND + legend_rows * LEGEND_ROW + BOTTOM_MARGIN
        );
        assert_eq!((frame.y_max, chart.series[0].median), (1.2, 0.4));
        for (series, colour) in chart.series.iter().zip(PALETTE) {
            for rank in [3, 17, 33] {
                let (x, y) = (frame.x(rank, 41), frame.y(series.values[rank]));
                assert_eq!(
                    canvas.pixel(x, y),
                    colour,
                    "{} case {rank} at ({x}, {y})",
                    series.label
                );
            }
        }
        let peer_row = frame.y(1.05);
        let grey = (frame.left..frame.right())
            .filter(|&x| canvas.pixel(x, peer_row) == PEER)
            .count();
        assert!(
            grey as i32 > frame.width / 4,
            "{grey} grey pixels on the peer's line"
        );
        assert_eq!(canvas.pixel(frame.right() - 20, frame.y(1.15)), BACKGROUND);
        let png = canvas.png();
        assert_eq!(
            png[16..24],
            [&WIDTH.to_be_bytes()[..], &canvas.height().to_be_bytes()[..]].concat()[..]
        );
        std::fs::remove_file(a).unwrap();
        std::fs::remove_file(b).unwrap();
    }

    /// A chart of the recorded H200 run as `--plot` draws it: Python's zlib
    /// reads back its pixels from the compressed PNG.
    #[test]
    fn python_reads_a_real_chart() {
        let tsv = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/bench/results/2026-11-21-h200-wide-words.tsv"
        );
        let run = read_run(tsv, "libcutt").unwrap();
        let canvas = render(&chart("set1_r1", &[run], &[]));
        let (width, height) = (canvas.width(), canvas.height());
        let rgb: Vec<u8> = (0..height)
            .flat_map(|y| (0..width).map(move |x| (x, y)))
            .flat_map(|(x, y)| canvas.pixel(x, y))
            .collect();
        crate::png::reference_decoder::assert_python_reads(
            "chart",
            width as u32,
            height as u32,
            &rgb,
        );
    }
}
