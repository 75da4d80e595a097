import type { Sport } from '@phc/tournaments';

/**
 * The lines of a sport's playing area, drawn into a w × h picture (the demo heroes and gallery): a
 * volleyball site shows a net and attack lines, not a handball court's goal areas (issue 18 item 2).
 * `line` is the stroke attributes every line shares.
 */
export function courtLines(sport: Sport, w: number, h: number, line: string): string {
  const [x0, y0, cw, ch] = [w * 0.05, h * 0.1, w * 0.9, h * 0.8];
  const [cx, cy] = [w / 2, h / 2];
  const outline = `<rect x="${x0}" y="${y0}" width="${cw}" height="${ch}" ${line}/>`;
  const halfway = `<line x1="${cx}" y1="${y0}" x2="${cx}" y2="${y0 + ch}" ${line}/>`;
  const centre = `<circle cx="${cx}" cy="${cy}" r="${h * 0.12}" ${line}/>`;
  // Both ends mirror each other: draw the left end, then the same shape flipped around the centre line.
  const bothEnds = (shape: string) => `${shape}<g transform="translate(${w} 0) scale(-1 1)">${shape}</g>`;
  switch (sport) {
    case 'handball': {
      const area = h * 0.3;
      return outline + halfway + centre + bothEnds(`<path d="M${x0} ${cy - area} a${area} ${area} 0 0 1 0 ${area * 2}" ${line}/>`);
    }
    case 'floorball': {
      const crease = `<rect x="${x0 + cw * 0.04}" y="${cy - h * 0.08}" width="${cw * 0.05}" height="${h * 0.16}" ${line}/><rect x="${x0 + cw * 0.03}" y="${cy - h * 0.2}" width="${cw * 0.15}" height="${h * 0.4}" ${line}/>`;
      return `<rect x="${x0}" y="${y0}" width="${cw}" height="${ch}" rx="${h * 0.12}" ${line}/>` + halfway + centre + bothEnds(crease);
    }
    case 'volleyball': {
      // 18 × 9 m: the court is twice as long as wide, the net across the middle, attack lines 3 m from it.
      const courtH = Math.min(ch, cw / 2);
      const top = cy - courtH / 2;
      const left = cx - courtH;
      const attack = courtH / 3;
      const ball = h * 0.09;
      return (
        `<rect x="${left}" y="${top}" width="${courtH * 2}" height="${courtH}" ${line}/>` +
        `<line x1="${cx}" y1="${top - h * 0.05}" x2="${cx}" y2="${top + courtH + h * 0.05}" ${line.replace(/stroke-width="\d+"/, `stroke-width="${Math.round(h / 40)}"`)}/>` +
        `<line x1="${cx - attack}" y1="${top}" x2="${cx - attack}" y2="${top + courtH}" ${line}/>` +
        `<line x1="${cx + attack}" y1="${top}" x2="${cx + attack}" y2="${top + courtH}" ${line}/>` +
        `<circle cx="${cx + courtH * 0.6}" cy="${top + courtH * 0.3}" r="${ball}" ${line}/>` +
        `<path d="M${cx + courtH * 0.6 - ball} ${top + courtH * 0.3} q${ball} ${-ball * 0.6} ${ball * 2} 0 M${cx + courtH * 0.6} ${top + courtH * 0.3 - ball} q${-ball * 0.6} ${ball} 0 ${ball * 2}" ${line}/>`
      );
    }
    case 'basketball': {
      const key = `<rect x="${x0}" y="${cy - h * 0.12}" width="${cw * 0.2}" height="${h * 0.24}" ${line}/><circle cx="${x0 + cw * 0.05}" cy="${cy}" r="${h * 0.025}" ${line}/>`;
      const three = `<path d="M${x0} ${cy - h * 0.34} h${cw * 0.08} a${h * 0.34} ${h * 0.34} 0 0 1 0 ${h * 0.68} h${-cw * 0.08}" ${line}/>`;
      return outline + halfway + centre + bothEnds(key + three);
    }
    case 'football': {
      const box = `<rect x="${x0}" y="${cy - h * 0.25}" width="${cw * 0.14}" height="${h * 0.5}" ${line}/><rect x="${x0}" y="${cy - h * 0.11}" width="${cw * 0.05}" height="${h * 0.22}" ${line}/>`;
      const arc = `<path d="M${x0 + cw * 0.14} ${cy - h * 0.09} a${h * 0.12} ${h * 0.12} 0 0 1 0 ${h * 0.18}" ${line}/>`;
      return outline + halfway + centre + `<circle cx="${cx}" cy="${cy}" r="${h * 0.01}" ${line}/>` + bothEnds(box + arc);
    }
  }
}
