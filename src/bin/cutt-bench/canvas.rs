//! An RGB pixel buffer with the few drawing operations the plots need:
//! rectangles, Bresenham lines (solid, dashed, dotted) and text in the
//! embedded 5x7 font at twice its size.

use crate::font;

pub type Rgb = [u8; 3];

/// Pixels per font pixel: 5x7 glyphs are too small to read at 1x.
const TEXT_SCALE: i32 = 2;
/// Horizontal advance per character: the glyph and one column of space.
pub const CHAR_ADVANCE: i32 = (font::WIDTH as i32 + 1) * TEXT_SCALE;
/// Height of a line of text.
pub const TEXT_HEIGHT: i32 = font::HEIGHT as i32 * TEXT_SCALE;

/// How a line is drawn: runs of `on` pixels of ink and `off` pixels of gap,
/// counted along the line, so dashes look the same at any slope.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Stroke {
    Solid,
    Dashed,
    ShortDashed,
    Dotted,
}

impl Stroke {
    /// (ink, gap) in pixels along the line.
    fn pattern(self) -> (u32, u32) {
        match self {
            Stroke::Solid => (1, 0),
            Stroke::Dashed => (10, 6),
            Stroke::ShortDashed => (4, 4),
            Stroke::Dotted => (2, 4),
        }
    }
}

pub struct Canvas {
    width: i32,
    height: i32,
    pixels: Vec<u8>,
}

impl Canvas {
    pub fn new(width: i32, height: i32, background: Rgb) -> Canvas {
        let pixels = background.repeat((width * height) as usize);
        Canvas {
            width,
            height,
            pixels,
        }
    }

    pub fn width(&self) -> i32 {
        self.width
    }

    #[cfg(test)]
    pub fn height(&self) -> i32 {
        self.height
    }

    /// The colour at (x, y); (0, 0) is the top left. Only tests read back.
    #[cfg(test)]
    pub fn pixel(&self, x: i32, y: i32) -> Rgb {
        let i = self.offset(x, y).expect("pixel inside the canvas");
        [self.pixels[i], self.pixels[i + 1], self.pixels[i + 2]]
    }

    /// Paints (x, y); points outside the canvas are clipped, so callers
    /// need not check text or pens near the edges.
    pub fn set(&mut self, x: i32, y: i32, colour: Rgb) {
        if let Some(i) = self.offset(x, y) {
            self.pixels[i..i + 3].copy_from_slice(&colour);
        }
    }

    fn offset(&self, x: i32, y: i32) -> Option<usize> {
        let inside = (0..self.width).contains(&x) && (0..self.height).contains(&y);
        inside.then(|| ((y * self.width + x) * 3) as usize)
    }

    pub fn fill_rect(&mut self, x: i32, y: i32, w: i32, h: i32, colour: Rgb) {
        for yy in y..y + h {
            for xx in x..x + w {
                self.set(xx, yy, colour);
            }
        }
    }

    /// A line from `a` to `b` (both ends included) with a square pen of
    /// `pen` pixels, by Bresenham's algorithm.
    pub fn line(&mut self, a: (i32, i32), b: (i32, i32), colour: Rgb, stroke: Stroke, pen: i32) {
        let (on, off) = stroke.pattern();
        let (dx, dy) = ((b.0 - a.0).abs(), -(b.1 - a.1).abs());
        let (sx, sy) = ((b.0 - a.0).signum(), (b.1 - a.1).signum());
        let (mut x, mut y, mut err) = (a.0, a.1, dx + dy);
        let mut step = 0u32;
        loop {
            if step % (on + off) < on {
                self.fill_rect(x - pen / 2, y - pen / 2, pen, pen, colour);
            }
            if (x, y) == b {
                return;
            }
            let e2 = 2 * err;
            if e2 >= dy {
                err += dy;
                x += sx;
            }
            if e2 <= dx {
                err += dx;
                y += sy;
            }
            step += 1;
        }
    }

    /// `text` with its top left corner at (x, y), left to right.
    pub fn text(&mut self, x: i32, y: i32, text: &str, colour: Rgb) {
        self.glyphs(text, colour, |column, row| (x + column, y + row));
    }

    /// `text` turned a quarter turn anticlockwise (read bottom to top, as a
    /// y axis label is), its first character's bottom left corner at (x, y).
    pub fn text_up(&mut self, x: i32, y: i32, text: &str, colour: Rgb) {
        self.glyphs(text, colour, |column, row| (x + row, y - column));
    }

    /// Paints the ink of `text` laid out on a line, each ink square placed
    /// by `place`, which maps (column, row) along the line to the canvas.
    fn glyphs(&mut self, text: &str, colour: Rgb, place: impl Fn(i32, i32) -> (i32, i32)) {
        for (n, c) in text.chars().enumerate() {
            let left = n as i32 * CHAR_ADVANCE;
            for (row, bits) in font::glyph(c).iter().enumerate() {
                for (column, bit) in bits.bytes().enumerate() {
                    if bit != b'#' {
                        continue;
                    }
                    for (sub_x, sub_y) in scaled_square() {
                        let column = left + column as i32 * TEXT_SCALE + sub_x;
                        let (px, py) = place(column, row as i32 * TEXT_SCALE + sub_y);
                        self.set(px, py, colour);
                    }
                }
            }
        }
    }

    pub fn png(&self) -> Vec<u8> {
        crate::png::encode(self.width as u32, self.height as u32, &self.pixels)
    }
}

/// The offsets of the canvas pixels that make up one font pixel.
fn scaled_square() -> impl Iterator<Item = (i32, i32)> {
    (0..TEXT_SCALE).flat_map(|y| (0..TEXT_SCALE).map(move |x| (x, y)))
}

/// The width in pixels of `text` drawn by `Canvas::text`.
pub fn text_width(text: &str) -> i32 {
    text.chars().count() as i32 * CHAR_ADVANCE - TEXT_SCALE
}

#[cfg(test)]
mod tests {
    use super::*;

    const WHITE: Rgb = [255, 255, 255];
    const RED: Rgb = [255, 0, 0];

    fn inked(canvas: &Canvas) -> usize {
        (0..canvas.height())
            .flat_map(|y| (0..canvas.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| canvas.pixel(x, y) != WHITE)
            .count()
    }

    #[test]
    fn a_solid_line_covers_both_ends_and_every_column_between() {
        let mut canvas = Canvas::new(20, 10, WHITE);
        canvas.line((1, 1), (18, 8), RED, Stroke::Solid, 1);
        assert_eq!(canvas.pixel(1, 1), RED);
        assert_eq!(canvas.pixel(18, 8), RED);
        assert_eq!(inked(&canvas), 18, "one pixel per column of a shallow line");
    }

    #[test]
    fn dashes_and_dots_leave_gaps_in_their_pattern() {
        let count = |stroke| {
            let mut canvas = Canvas::new(64, 3, WHITE);
            canvas.line((0, 1), (63, 1), RED, stroke, 1);
            inked(&canvas)
        };
        assert_eq!(count(Stroke::Solid), 64);
        assert_eq!(count(Stroke::Dashed), 40);
        assert_eq!(count(Stroke::ShortDashed), 32);
        assert_eq!(count(Stroke::Dotted), 22);
    }

    #[test]
    fn drawing_off_the_canvas_is_clipped() {
        let mut canvas = Canvas::new(8, 8, WHITE);
        canvas.line((-20, 4), (30, 4), RED, Stroke::Solid, 3);
        canvas.text(5, 5, "Wide text", RED);
        assert_eq!(canvas.pixel(0, 4), RED);
    }

    #[test]
    fn text_is_drawn_at_twice_the_font_size_and_turns_for_the_y_axis() {
        let mut across = Canvas::new(40, 20, WHITE);
        across.text(0, 0, "|", RED);
        // The bar of `|` is the glyph's middle column, all seven rows.
        assert_eq!(across.pixel(4, 0), RED);
        assert_eq!(across.pixel(5, 13), RED);
        assert_eq!(across.pixel(3, 0), WHITE);
        assert_eq!(inked(&across), 7 * 4);
        let mut up = Canvas::new(20, 40, WHITE);
        up.text_up(0, 39, "|", RED);
        assert_eq!(up.pixel(0, 35), RED);
        assert_eq!(up.pixel(13, 34), RED);
        assert_eq!(inked(&up), 7 * 4);
        assert_eq!(text_width("ab"), 22);
    }
}
