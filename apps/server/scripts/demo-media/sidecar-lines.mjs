// The demo titles' sidecar subtitles: our own short lines about the demo stream itself, timed to
// its first minute, in several languages, formats and encodings (sidecars.mjs writes them).
// Line breaks are "\n"; the French ASS lines carry ASS override tags ({\an8}, {\i1}, colours),
// which the player keeps. Times are seconds.

/** Big Buck Bunny (HLS, 182 s): twelve cues over the first minute. */
const BBB_TIMES = [
  [1, 4],
  [5, 8],
  [9, 12.5],
  [14, 17.5],
  [18.5, 22],
  [23, 26],
  [27.5, 31],
  [32, 36],
  [37, 41],
  [42, 46],
  [47, 52],
  [53, 58],
];

const BBB = {
  es: [
    "Bienvenido a la emisión de demostración de Matinee.",
    "Todo lo que ves aquí lo dibuja un ordenador.",
    "El reloj de abajo cuenta horas, minutos,\nsegundos y fotogramas.",
    "Mira la barra naranja: cruza la pantalla\ncada seis segundos.",
    "La línea fina de abajo indica\ncuánto llevamos de película.",
    "Escucha: un pitido corto marca cada segundo.",
    "La pista de audio en español\npita un poco más agudo.",
    "Cambia la calidad: la etiqueta\nde la esquina te sigue.",
    "Estos subtítulos vienen de un archivo\njunto al vídeo.",
    "Elige otro idioma en el menú de subtítulos.",
    "En los ajustes, los subtítulos pueden moverse,\ncrecer y cambiar de color.",
    "Ese fue el primer minuto. ¡Disfruta del resto!",
  ],
  // Saved as Windows-1252 with CRLF line ends: umlauts, ß, the en dash, € and „“ quotes are
  // single bytes there (the last three outside Latin-1), which only a correct guess reads back.
  de: [
    "Willkommen beim Demo-Stream von Matinee.",
    "Alles, was du hier siehst, zeichnet ein Computer.",
    "Die Uhr unten zählt Stunden, Minuten,\nSekunden und Bilder.",
    "Achte auf den orangefarbenen Balken:\nEr überquert alle sechs Sekunden das Bild.",
    "Die dünne Linie ganz unten zeigt,\nwie weit der Film schon ist.",
    "Hör genau hin: Ein kurzer Piepton\nmarkiert jede Sekunde.",
    "Die spanische Tonspur piept etwas höher.",
    "Wechsle die Qualität – das Schild\nin der Ecke folgt dir.",
    "Diese Untertitel stammen aus einer Datei\nneben dem Video.",
    "Wähl eine andere Sprache im „Untertitel“-Menü.",
    "Größe, Farbe und Position der Untertitel\nänderst du in den Einstellungen.",
    "Das war die erste Minute. Viel Spaß –\nder Eintritt kostet 0 €!",
  ],
  fr: [
    "{\\an8}Bienvenue sur le flux de démonstration de Matinee.",
    "Tout ce que vous voyez ici\nest dessiné par un ordinateur.",
    "{\\an8}L’horloge compte les heures, les minutes,\nles secondes et les images.",
    "Regardez la barre {\\c&H41A5F2&}orange{\\c} : elle traverse\nl’écran toutes les six secondes.",
    "La fine ligne du bas montre\noù nous en sommes dans le film.",
    "{\\i1}Écoutez : un bip court marque chaque seconde.{\\i0}",
    "La piste audio espagnole\nbipe un peu plus aigu.",
    "Changez de qualité : l’étiquette\ndu coin vous suit.",
    "Ces sous-titres viennent d’un fichier\nposé à côté de la vidéo.",
    "Choisissez une autre langue\ndans le menu des sous-titres.",
    "{\\b1}Les sous-titres peuvent bouger, grandir\net changer de couleur.{\\b0}",
    "Voilà la première minute. Bonne suite !",
  ],
  // For the deaf and hard of hearing: the sounds, in brackets.
  en: [
    "[soft tone]\nWelcome to the Matinee demo stream.",
    "Everything here is drawn by a computer.",
    "The clock counts hours, minutes,\nseconds and frames.",
    "[beep every second]\nThe orange bar crosses every six seconds.",
    "The thin line at the bottom\nshows how far into the film we are.",
    "[short high beep]\nOne beep marks each second.",
    "[higher beeps on the Spanish track]",
    "Switch the quality:\nthe corner label follows.",
    "These subtitles come from a file\nbeside the video.",
    "Pick another language in the captions menu.",
    "Move, resize and recolour subtitles\nin the settings.",
    "[tone continues]\nThat was the first minute.",
  ],
};

/** Sintel (MP4, 150 s): ten cues over the first minute. */
const SINTEL_TIMES = [
  [2, 5.5],
  [7, 10.5],
  [12, 16],
  [17.5, 21],
  [22.5, 26],
  [28, 32],
  [33.5, 37.5],
  [39, 43],
  [45, 50],
  [52, 57],
];

const SINTEL = {
  es: [
    "Esto es Sintel, una demostración de Matinee\nen archivos MP4.",
    "Hay dos tamaños: 720p y 360p.",
    "La imagen es una tarjeta con el título\ny un reloj en marcha.",
    "Salta a cualquier punto:\nel archivo empieza a sonar desde ahí.",
    "Un pitido marca cada segundo.",
    "Estos subtítulos están en un archivo\nal lado de la película.",
    "Si las frases llegan pronto o tarde,\nprueba el retraso.",
    "El retraso va de diez segundos antes\na diez después.",
    "También puedes subir tu propio archivo\nde subtítulos.",
    "Fin del primer minuto.",
  ],
  de: [
    "Das ist Sintel, eine Matinee-Demo\nin MP4-Dateien.",
    "Es gibt zwei Größen: 720p und 360p.",
    "Das Bild ist eine Tafel mit dem Titel\nund einer laufenden Uhr.",
    "Spring an eine beliebige Stelle:\nDie Datei spielt ab dort.",
    "Ein Piepton markiert jede Sekunde.",
    "Diese Untertitel liegen in einer Datei\nneben dem Film.",
    "Kommen die Zeilen zu früh oder zu spät,\nhilft die Verzögerung.",
    "Sie reicht von zehn Sekunden früher\nbis zehn Sekunden später.",
    "Du kannst auch eine eigene\nUntertiteldatei hochladen.",
    "Ende der ersten Minute.",
  ],
  // Saved as Windows-1252: é è à ç ô and the œ ligature and ’ apostrophe (outside Latin-1).
  fr: [
    "Voici Sintel, une démonstration de Matinee\nen fichiers MP4.",
    "Deux tailles sont proposées : 720p et 360p.",
    "L’image est une carte avec le titre\net une horloge qui tourne.",
    "Sautez où vous voulez :\nle fichier reprend à cet endroit.",
    "Un bip marque chaque seconde.",
    "Ces sous-titres sont dans un fichier\nà côté de l’œuvre.",
    "Si les répliques arrivent trop tôt ou trop tard,\nessayez le décalage.",
    "Il va de dix secondes plus tôt\nà dix secondes plus tard.",
    "Vous pouvez aussi déposer votre propre\nfichier de sous-titres.",
    "Fin de la première minute.",
  ],
};

/** Caminandes (HLS, 40-45 s episodes): five cues over the first half minute. */
const EPISODE_TIMES = [
  [1, 4.5],
  [6, 10],
  [12, 16],
  [18, 22.5],
  [25, 30],
];

const episodeLines = (episode) => ({
  es: [
    `Caminandes, episodio ${episode}: una demostración de Matinee.`,
    "Una serie en el catálogo:\ncada episodio es su propio flujo HLS.",
    "Al acabar, el reproductor propone\nel episodio siguiente.",
    "La barra de abajo avanza con el episodio.",
    "Estos subtítulos están junto al episodio.",
  ],
  de: [
    `Caminandes, Folge ${episode}: eine Matinee-Demo.`,
    "Eine Serie im Katalog:\nJede Folge ist ein eigener HLS-Stream.",
    "Am Ende schlägt der Player\ndie nächste Folge vor.",
    "Der Balken unten wächst mit der Folge.",
    "Diese Untertitel liegen neben der Folge.",
  ],
});

/**
 * Every sidecar file: the title folder, the file's name (language and flags as players name
 * sidecars: `film.en.sdh.srt`), its format, text encoding and line ends, the cue times and
 * lines. generate-demo-media.sh lists the same files in the manifest; the demo-media test
 * checks that they agree.
 */
export const SIDECARS = [
  {
    dir: "big-buck-bunny",
    name: "big-buck-bunny.es.srt",
    format: "srt",
    times: BBB_TIMES,
    lines: BBB.es,
  },
  {
    dir: "big-buck-bunny",
    name: "big-buck-bunny.de.srt",
    format: "srt",
    encoding: "windows-1252",
    crlf: true,
    times: BBB_TIMES,
    lines: BBB.de,
  },
  {
    dir: "big-buck-bunny",
    name: "big-buck-bunny.fr.ass",
    format: "ass",
    times: BBB_TIMES,
    lines: BBB.fr,
  },
  {
    dir: "big-buck-bunny",
    name: "big-buck-bunny.en.sdh.srt",
    format: "srt",
    times: BBB_TIMES,
    lines: BBB.en,
  },
  { dir: "sintel", name: "sintel.es.vtt", format: "vtt", times: SINTEL_TIMES, lines: SINTEL.es },
  { dir: "sintel", name: "sintel.de.srt", format: "srt", times: SINTEL_TIMES, lines: SINTEL.de },
  {
    dir: "sintel",
    name: "sintel.fr.srt",
    format: "srt",
    encoding: "windows-1252",
    times: SINTEL_TIMES,
    lines: SINTEL.fr,
  },
  ...[1, 2, 3].flatMap((episode) => {
    const folder = `caminandes/s01e0${episode}`;
    const lines = episodeLines(episode);
    return ["es", "de"].map((language) => ({
      dir: folder,
      name: `caminandes.s01e0${episode}.${language}.srt`,
      format: "srt",
      times: EPISODE_TIMES,
      lines: lines[language],
    }));
  }),
];

/** The Spanish lines of Big Buck Bunny, also carried by its HLS stream as a subtitle rendition. */
export const BBB_SPANISH = { times: BBB_TIMES, lines: BBB.es };
