/** Themes and subjects: what the story is about. */
import { kw, type LexEntry, lex } from "./types";

export const THEME_ENTRIES: LexEntry[] = [
  // --- science fiction ---
  lex(
    "theme",
    "space|outer space|in space|spaceship|spaceships|starship|space travel|spacecraft|astronaut|astronauts|cosmos|cosmic|galaxy|galaxies|galactic|interstellar travel|stars|planets|planet|universe|orbit|nasa|rocket|rockets|space station|space race|moon landing|moon|mars|martian",
    {
      label: "space",
      g: { "Science Fiction": 1, Adventure: 0.4, Documentary: 0.1 },
      m: { space: 1, epic: 0.3, "visually-stunning": 0.3, adventurous: 0.2 },
      k: kw(
        "space:1, astronauts:1, spaceship:1, space station:1, nasa:.8, mars:.8, moon:.6, galaxy:.8, planet:.5, space race:.8, wormhole:.5",
      ),
      neg: { xm: ["space"] },
    },
  ),
  lex(
    "theme",
    "alien|aliens|extraterrestrial|extraterrestrials|ufo|ufos|close encounter|first contact|alien invasion|invasion|invaders",
    {
      label: "aliens",
      g: { "Science Fiction": 1, Horror: 0.2, Action: 0.3 },
      m: { space: 0.3, tense: 0.2, "mind-bending": 0.2 },
      k: kw("aliens:1, alien:1, alien invasion:1, first contact:1, ufo:1, extraterrestrial:1"),
    },
  ),
  lex(
    "theme",
    "robot|robots|android|androids|artificial intelligence|ai|a.i.|machine|machines|cyborg|cyborgs|droid|droids|sentient computer|automaton",
    {
      label: "robots and AI",
      g: { "Science Fiction": 1, Drama: 0.2 },
      m: { "thought-provoking": 0.4, "mind-bending": 0.2, dystopian: 0.2 },
      k: kw("robot:1, robots:1, android:1, artificial intelligence:1, ai:1, cyborg:1, machines:.5"),
    },
  ),
  lex(
    "theme",
    "time travel|time traveling|time travelling|time traveller|time traveler|time machine|time loop|time loops|groundhog day loop|back in time|alternate timeline|alternate timelines|timeline|paradox|paradoxes",
    {
      label: "time travel",
      g: { "Science Fiction": 1, Comedy: 0.2, Adventure: 0.2 },
      m: { "time-travel": 1, "mind-bending": 0.5, twisty: 0.2 },
      k: kw("time travel:1, time loop:1, time machine:1, paradox:.6"),
      neg: { xm: ["time-travel"] },
    },
  ),
  lex(
    "theme",
    "dystopia|dystopian|dystopias|totalitarian future|bleak future|surveillance state|big brother state|authoritarian future|post apocalyptic|post-apocalyptic|postapocalyptic|apocalypse|apocalyptic|end of the world|doomsday|wasteland|collapse of society|after the end",
    {
      label: "dystopian",
      g: { "Science Fiction": 1, Drama: 0.3, Action: 0.3, Thriller: 0.3 },
      m: { dystopian: 1, dark: 0.4, survival: 0.4, "thought-provoking": 0.3, gritty: 0.2 },
      k: kw("post-apocalyptic:1, apocalypse:1, dystopia:1, surveillance:.5, wasteland:.8"),
    },
  ),
  lex(
    "theme",
    "multiverse|parallel universe|parallel universes|parallel worlds|alternate reality|alternate realities|simulation|simulated reality|virtual reality|vr|video game|video games|gaming|gamer|gamers|metaverse",
    {
      label: "alternate realities",
      g: { "Science Fiction": 1, Action: 0.3, Fantasy: 0.3 },
      m: { "mind-bending": 0.8, surreal: 0.3, twisty: 0.3 },
      k: kw("multiverse:1, simulation:1, virtual reality:1, video game:1, video games:1, parallel universe:1"),
    },
  ),
  lex(
    "theme",
    "hacker|hackers|hacking|cyber|computer|computers|internet|tech|technology|social media|silicon valley|startup|startups",
    {
      label: "tech",
      g: { "Science Fiction": 0.6, Thriller: 0.5, Drama: 0.4 },
      m: { "thought-provoking": 0.3, stylish: 0.2, tense: 0.2 },
      k: kw(
        "hacker:1, hackers:1, internet:.8, social media:1, silicon valley:1, technology:.8, computer:.8, startup:.8, cyberpunk:1",
      ),
    },
  ),
  lex(
    "theme",
    "dinosaur|dinosaurs|dino|dinos|t-rex|t rex|trex|jurassic|prehistoric|cavemen|caveman|stone age|ice age",
    {
      label: "dinosaurs",
      g: { Adventure: 1, "Science Fiction": 0.6, Action: 0.3, Family: 0.3 },
      m: { adventurous: 0.6, "action-packed": 0.3, "visually-stunning": 0.2 },
      k: kw("dinosaurs:1, dinosaur:1, prehistoric:1, theme park:.3, ice age:.8"),
    },
  ),
  lex(
    "theme",
    "monster|monsters|creature|creatures|creature feature|kaiju|giant monster|giant monsters|godzilla|king kong|beast|beasts|big foot|bigfoot|sea monster",
    {
      label: "monsters",
      g: { Horror: 0.6, "Science Fiction": 0.6, Action: 0.4, Adventure: 0.3 },
      m: { scary: 0.3, "action-packed": 0.3 },
      k: kw("monsters:1, monster:1, creatures:1, creature:1, kaiju:1, giant monster:1"),
    },
  ),
  lex("theme", "zombie|zombies|undead|walking dead|living dead|outbreak|infected|zombie apocalypse", {
    label: "zombies",
    g: { Horror: 1, Action: 0.4, "Science Fiction": 0.3, Thriller: 0.3 },
    m: { survival: 0.6, gory: 0.3, scary: 0.4, dystopian: 0.3, tense: 0.3 },
    k: kw("zombies:1, zombie:1, undead:1, outbreak:.7, apocalypse:.4, infection:.6"),
  }),
  lex("theme", "vampire|vampires|dracula|bloodsucker|bloodsuckers|nosferatu|werewolf|werewolves|lycanthrope", {
    label: "vampires and werewolves",
    g: { Horror: 1, Fantasy: 0.5, Romance: 0.2 },
    m: { supernatural: 0.8, spooky: 0.5, dark: 0.3 },
    k: kw("vampires:1, vampire:1, dracula:1, werewolf:1, werewolves:1"),
  }),
  lex(
    "theme",
    "serial killer|serial killers|murderer|murderers|killer|killers|psycho killer|psychopath|psychopaths|sociopath|manhunt|cat and mouse|cat-and-mouse|profiler|profilers",
    {
      label: "serial killers",
      g: { Thriller: 1, Crime: 1, Horror: 0.3, Mystery: 0.4 },
      m: { dark: 0.6, tense: 0.5, psychological: 0.4, suspenseful: 0.4 },
      k: kw("serial killer:1, manhunt:.8, killer:.8, profiler:.8"),
    },
  ),
  lex("theme", "pandemic|virus|viruses|plague|epidemic|contagion|disease|quarantine", {
    label: "outbreaks",
    g: { Thriller: 1, "Science Fiction": 0.6, Drama: 0.4 },
    m: { tense: 0.6, survival: 0.5, dystopian: 0.3 },
    k: kw("virus:1, pandemic:1, plague:1, outbreak:1, epidemic:1"),
  }),
  // --- crime & intrigue ---
  lex(
    "theme",
    "heist|heists|caper|capers|robbery|robberies|bank robbery|bank job|bank robber|bank robbers|thief|thieves|burglar|burglars|burglary|steal|stealing|robbing|the big score|crew of thieves|one last job",
    {
      label: "heist",
      g: { Crime: 1, Thriller: 0.6, Action: 0.4, Comedy: 0.2 },
      m: { heist: 1, stylish: 0.4, twisty: 0.3, "fast-paced": 0.2, tense: 0.2 },
      k: kw("heist:1, bank robbery:1, robbery:1, thieves:1, thief:1, casino:.4, con artist:.4"),
      neg: { xm: ["heist"] },
    },
  ),
  lex(
    "theme",
    "con artist|con artists|con man|con men|conman|grifter|grifters|scam|scams|scammer|swindle|swindler|hustle|hustler|hustlers|fraud|fraudster",
    {
      label: "cons and scams",
      g: { Crime: 1, Comedy: 0.4, Drama: 0.4 },
      m: { twisty: 0.6, witty: 0.4, stylish: 0.4 },
      k: kw("con artist:1, con artists:1, scam:1, fraud:1, hustler:.8, con man:1"),
    },
  ),
  lex(
    "theme",
    "detective|detectives|private eye|private investigator|private detective|gumshoe|sherlock|sherlock holmes|poirot|hercule poirot|miss marple|investigator|investigation|investigations|inspector|police detective|cold case|cold cases|murder mystery|murder mysteries|murder investigation|solve a murder|crime solving",
    {
      label: "detective",
      g: { Mystery: 1, Crime: 1, Thriller: 0.3, Drama: 0.2 },
      m: { mysterious: 0.6, twisty: 0.5, suspenseful: 0.4 },
      k: kw(
        "detective:1, detectives:1, private detective:1, murder investigation:1, investigation:.8, private investigator:1, whodunit:.8, sherlock holmes:1, inspector:.8, murder:.6",
      ),
    },
  ),
  lex(
    "theme",
    "cop|cops|police|policeman|policemen|police officer|police officers|lapd|nypd|fbi|fbi agent|fbi agents|us marshal|marshal|swat|undercover|undercover cop|precinct|law enforcement",
    {
      label: "cops",
      g: { Crime: 1, Action: 0.5, Thriller: 0.5, Drama: 0.3 },
      m: { tense: 0.4, gritty: 0.4, "action-packed": 0.3 },
      k: kw("police:1, fbi:1, fbi agent:1, cop:1, undercover:1, us marshal:1, detective:.5, buddy cop:.8"),
    },
  ),
  lex(
    "theme",
    "hitman|hitmen|hit man|assassin|assassins|contract killer|hired gun|bounty hunter|bounty hunters|mercenary|mercenaries|sniper",
    {
      label: "assassins",
      g: { Action: 1, Thriller: 0.8, Crime: 0.6 },
      m: { violent: 0.6, stylish: 0.4, "action-packed": 0.5, tense: 0.3 },
      k: kw("hitman:1, assassin:1, assassins:1, bounty hunter:1, mercenary:1, sniper:.8"),
    },
  ),
  lex(
    "theme",
    "prison|prisons|jail|jailbreak|prison break|prison escape|escape from prison|inmate|inmates|convict|convicts|death row|behind bars|incarcerated|penitentiary",
    {
      label: "prison",
      g: { Drama: 1, Crime: 0.8, Thriller: 0.3 },
      m: { gritty: 0.5, tense: 0.3, "character-driven": 0.3 },
      k: kw("prison:1, prison escape:1, jail:1, death row:1, inmates:1, escape:.4"),
    },
  ),
  lex(
    "theme",
    "drugs|drug|drug cartel|drug lord|drug dealer|drug dealers|narcos|cocaine|meth|addiction|addict|addicts|rehab|alcoholism|alcoholic|sobriety|recovery",
    {
      label: "drugs and addiction",
      g: { Drama: 1, Crime: 0.8, Thriller: 0.3 },
      m: { gritty: 0.6, dark: 0.5, emotional: 0.2 },
      k: kw("drugs:1, addiction:1, drug cartel:1, drug dealer:1, cocaine:1, meth:1, alcoholism:1, rehab:.8, cartel:.8"),
    },
  ),
  lex("theme", "cult|cults|sect|commune|religious cult|brainwashing", {
    label: "cults",
    g: { Horror: 0.6, Thriller: 0.8, Drama: 0.4, Documentary: 0.3 },
    m: { dark: 0.5, psychological: 0.5, tense: 0.3 },
    k: kw("cult:1, cults:1, commune:.8"),
  }),
  lex(
    "theme",
    "kidnap|kidnapping|kidnapped|abduction|abducted|hostage|hostages|ransom|missing person|missing child|disappearance|vanished",
    {
      label: "kidnappings and disappearances",
      g: { Thriller: 1, Crime: 0.8, Mystery: 0.6 },
      m: { tense: 0.7, suspenseful: 0.6, dark: 0.3 },
      k: kw("kidnapping:1, hostage:1, disappearance:1, missing:.8, missing person:1, abduction:1, ransom:.8"),
    },
  ),
  lex("theme", "gambling|casino|casinos|poker|las vegas|vegas|gambler|gamblers|card game|high stakes", {
    label: "gambling",
    g: { Crime: 0.8, Drama: 0.6, Comedy: 0.3 },
    m: { stylish: 0.4, tense: 0.3 },
    k: kw("casino:1, las vegas:1, poker:1, gambling:1, gambler:1"),
  }),
  lex("theme", "pirate|pirates|pirate ship|buccaneer|buccaneers|treasure|buried treasure|high seas", {
    label: "pirates",
    g: { Adventure: 1, Action: 0.5, Fantasy: 0.3, Family: 0.2 },
    m: { adventurous: 0.9, "action-packed": 0.3, witty: 0.2 },
    k: kw("pirates:1, pirate:1, treasure:1, treasure hunt:1, ship:.4, sea:.4"),
  }),
  // --- fantasy creatures and worlds ---
  lex(
    "theme",
    "dragon|dragons|wizard|wizards|wizardry|sorcerer|sorcerers|sorcery|spells|spell|witchcraft school|magic school|wands|elves|elf|dwarves|hobbit|hobbits|orcs|trolls|goblins|fairies|fairy|unicorn|unicorns|mermaid|mermaids|enchanted kingdom|kingdom|kingdoms|prince|princes|princess|princesses|queen|queens|king|kings|royal|royals|royalty|castle|castles|throne|thrones",
    {
      label: "kingdoms and magic",
      g: { Fantasy: 1, Adventure: 0.5, Family: 0.2, Animation: 0.2 },
      m: { whimsical: 0.3, epic: 0.3, adventurous: 0.3, supernatural: 0.2 },
      k: kw(
        "dragons:1, dragon:1, wizards:1, wizard:1, magic:.8, princess:.8, kingdom:.8, elves:1, fairy tale:.6, witches:.6, queen:.5, king:.5, royal family:.6, castle:.5",
      ),
    },
  ),
  lex(
    "theme",
    "medieval|middle ages|knight|knights|knighthood|crusade|crusades|viking|vikings|sword|swords|gladiator|gladiators|ancient rome|roman empire|romans|ancient greece|greek myth|greek mythology|spartans|ancient egypt|pharaoh|pharaohs|mummy|mummies",
    {
      label: "ancient and medieval worlds",
      g: { History: 0.8, Action: 0.6, Adventure: 0.6, Drama: 0.4, Fantasy: 0.3 },
      m: { epic: 0.7, "period-piece": 0.6, violent: 0.2 },
      k: kw(
        "ancient rome:1, gladiator:1, knights:1, vikings:1, medieval:1, arena:.5, ancient egypt:1, mummy:1, roman empire:1, spartans:1",
      ),
    },
  ),
  lex(
    "theme",
    "mutants|mutant|powers|secret identity|origin story|vigilante|vigilantes|masked hero|batman|spider-man|spiderman|superman|iron man",
    {
      label: "superpowers",
      g: { Action: 1, "Science Fiction": 0.6, Adventure: 0.5 },
      m: { superhero: 1, "action-packed": 0.5 },
      k: kw("mutants:1, secret identity:1, origin story:1, vigilante:1, superpowers:1"),
    },
  ),
  // --- people & relationships ---
  lex(
    "theme",
    "wedding|weddings|bride|brides|groom|bridesmaid|bridesmaids|marriage|married|marry|engaged|engagement|proposal|husband|wife|newlyweds|married couple",
    {
      label: "weddings and marriage",
      g: { Romance: 0.8, Comedy: 0.8, Drama: 0.4 },
      m: { romantic: 0.6, witty: 0.3, "feel-good": 0.3 },
      k: kw("wedding:1, marriage:1, bride:1, engagement:1, weddings:1, married couple:.8"),
    },
  ),
  lex(
    "theme",
    "divorce|divorced|separation|custody|custody battle|broken marriage|marriage falling apart|midlife crisis|mid-life crisis",
    {
      label: "marriages in trouble",
      g: { Drama: 1, Comedy: 0.3 },
      m: { emotional: 0.6, bittersweet: 0.5, "character-driven": 0.5 },
      k: kw("divorce:1, marriage:.8, custody:1, midlife crisis:1"),
    },
  ),
  lex(
    "theme",
    "family drama|family dramas|family saga|family secrets|dysfunctional family|dysfunctional families|family feud|family business|crime family|siblings|sibling|brothers|sisters|brother|sister|father and son|father and daughter|mother and daughter|mother and son|parents|parenting|parenthood|dad|dads|mom|moms|mum|mums|fatherhood|motherhood|grandparents|grandmother|grandfather|inheritance",
    {
      label: "family ties",
      g: { Drama: 1, Comedy: 0.4 },
      m: { emotional: 0.5, "character-driven": 0.5, bittersweet: 0.3, heartwarming: 0.2 },
      k: kw(
        "family:1, dysfunctional family:1, siblings:1, brothers:1, sisters:1, father and son:1, father and daughter:1, mother and daughter:1, mother and son:1, family secrets:1, family business:1, inheritance:.8, parenthood:1",
      ),
    },
  ),
  lex("theme", "baby|babies|pregnancy|pregnant|new parents|adoption|adopted|orphan|orphans|orphanage|foster", {
    label: "babies and found families",
    g: { Drama: 0.8, Comedy: 0.6, Family: 0.3 },
    m: { heartwarming: 0.6, emotional: 0.4 },
    k: kw("baby:1, pregnancy:1, adoption:1, orphan:1, orphans:1, foster:1"),
  }),
  lex(
    "theme",
    "old age|aging|ageing|elderly|retirement|retired|growing old|seniors|dementia|alzheimer|alzheimers|mortality|end of life|dying|death|terminal illness|cancer|illness",
    {
      label: "mortality",
      g: { Drama: 1 },
      m: { emotional: 0.8, bittersweet: 0.6, tearjerker: 0.5, "thought-provoking": 0.3 },
      k: kw("mortality:1, death:1, aging:1, dementia:1, cancer:1, illness:.8, retirement:1, grief:.6"),
    },
  ),
  lex(
    "theme",
    "lgbt|lgbtq|lgbtq+|queer|gay|lesbian|bisexual|trans|transgender|coming out|pride|same sex|same-sex|drag|drag queen|drag queens",
    {
      label: "queer stories",
      g: { Drama: 0.8, Romance: 0.6, Comedy: 0.4 },
      m: { emotional: 0.4, "coming-of-age": 0.3, romantic: 0.3 },
      k: kw("lgbtq:1, gay:1, lesbian:1, coming out:1, queer:1, transgender:1, drag queen:1, same-sex romance:1"),
    },
  ),
  lex(
    "theme",
    "women|woman|female|feminist|feminism|girl power|strong female lead|strong female|female lead|heroine|heroines|sisterhood of women",
    {
      label: "women-led stories",
      g: { Drama: 0.7, Comedy: 0.3, Action: 0.2 },
      m: { inspiring: 0.4, "character-driven": 0.4 },
      k: kw("feminism:1, women:.6, female friendship:.8, sisterhood:.8"),
    },
  ),
  lex(
    "theme",
    "racism|black history|segregation|slavery|civil rights movement|jim crow|apartheid|african american|black culture|black lives",
    {
      label: "race in America",
      g: { Drama: 1, History: 0.7, Documentary: 0.3 },
      m: { political: 0.6, "thought-provoking": 0.6, "true-story": 0.4, emotional: 0.3 },
      k: kw("racism:1, civil rights:1, slavery:1, segregation:1, apartheid:1"),
    },
  ),
  lex(
    "theme",
    "immigrant|immigrants|immigration|refugee|refugees|migrant|migrants|diaspora|exile|new country|culture clash|culture shock",
    {
      label: "immigration",
      g: { Drama: 1, Comedy: 0.3 },
      m: { emotional: 0.4, "thought-provoking": 0.4, "character-driven": 0.3 },
      k: kw("immigrants:1, immigration:1, refugees:1, immigrant:1, refugee:1, culture clash:1"),
    },
  ),
  lex(
    "theme",
    "poverty|poor|working class|working-class|class divide|class struggle|inequality|rich and poor|rich|wealthy|wealth|billionaire|billionaires|millionaire|millionaires|the rich|eat the rich|upper class|high society|aristocrats|aristocracy|aristocratic|old money",
    {
      label: "class and money",
      g: { Drama: 1, Comedy: 0.4, Thriller: 0.2 },
      m: { satirical: 0.5, "thought-provoking": 0.4, political: 0.3 },
      k: kw(
        "class divide:1, poverty:1, working class:1, wealthy family:1, high society:1, billionaire:1, aristocracy:1, wealth:.8",
      ),
    },
  ),
  lex(
    "theme",
    "wall street|stock market|finance|financial crisis|bankers|banking|money|greed|corporate|corporation|corporations|office politics|workplace|office|boss|coworkers|co-workers",
    {
      label: "work and money",
      g: { Drama: 0.8, Comedy: 0.6 },
      m: { satirical: 0.4, witty: 0.3 },
      k: kw(
        "wall street:1, finance:1, stock market:1, greed:.8, workplace:1, office:1, corporate:.8, financial crisis:1, boss:.5",
      ),
    },
  ),
  lex(
    "theme",
    "journalist|journalists|journalism|reporter|reporters|newspaper|newsroom|investigative journalism|media|whistleblower|whistleblowers|cover up|cover-up|exposé|expose",
    {
      label: "journalism",
      g: { Drama: 1, Thriller: 0.5, History: 0.3 },
      m: { "thought-provoking": 0.5, political: 0.5, "true-story": 0.4, tense: 0.2 },
      k: kw("journalist:1, journalism:1, newspaper:1, reporter:1, newsroom:1, whistleblower:1, cover-up:.8"),
    },
  ),
  lex(
    "theme",
    "scientist|scientists|science|scientific|physics|physicist|mathematician|mathematics|math|maths|genius|geniuses|inventor|invention|inventions|experiment|experiments|discovery|space program",
    {
      label: "science and genius",
      g: { Drama: 0.8, Documentary: 0.5, "Science Fiction": 0.4, History: 0.3 },
      m: { "thought-provoking": 0.6, inspiring: 0.4, "true-story": 0.3 },
      k: kw("scientist:1, science:1, genius:1, mathematician:1, physics:1, inventor:1, experiment:.8"),
    },
  ),
  lex(
    "theme",
    "school|schools|high school|highschool|teacher|teachers|student|students|classroom|prom|homecoming|senior year|graduation|college|university|campus|frat|fraternity|sorority|dorm|boarding school|summer camp|camp",
    {
      label: "school days",
      g: { Comedy: 0.8, Drama: 0.6, Romance: 0.2 },
      m: { "coming-of-age": 0.8, nostalgic: 0.3, witty: 0.3 },
      k: kw(
        "high school:1, school:1, teacher:1, college:1, university:1, boarding school:1, prom:1, summer camp:1, students:.8, teenagers:.5",
      ),
    },
  ),
  lex("theme", "teen|teens|teenager|teenagers|adolescent|adolescents|young adult|youth|kids growing up|tween|tweens", {
    label: "teenagers",
    g: { Drama: 0.6, Comedy: 0.6, Romance: 0.3 },
    m: { "coming-of-age": 1, nostalgic: 0.2 },
    k: kw("teenagers:1, teenager:1, high school:.6, teen:1"),
  }),
  lex("theme", "first love|young love|puppy love|summer romance|summer love|holiday romance|teen romance", {
    label: "first love",
    g: { Romance: 1, Drama: 0.5, Comedy: 0.3 },
    m: { romantic: 0.8, "coming-of-age": 0.7, bittersweet: 0.4, nostalgic: 0.3 },
    k: kw("first love:1, summer:.5, teen romance:1"),
  }),
  lex(
    "theme",
    "art|artist|artists|painter|painters|painting|paintings|sculptor|museum|art world|photographer|photography|architecture|architect",
    {
      label: "art and artists",
      g: { Drama: 1, Documentary: 0.4, History: 0.2 },
      m: { "visually-stunning": 0.4, "character-driven": 0.4, "thought-provoking": 0.3 },
      k: kw("artist:1, painter:1, art:1, painting:1, museum:.8, photographer:1, art forgery:1"),
    },
  ),
  lex(
    "theme",
    "writer|writers|author|authors|novelist|poet|poets|poetry|books|book|bookish|library|libraries|literature|literary|bookstore|publishing|novel adaptation|book adaptation|based on a book|based on a novel|shakespeare|jane austen|dickens|classic literature",
    {
      label: "books and writers",
      g: { Drama: 1, Romance: 0.4, History: 0.3 },
      m: { "character-driven": 0.4, "period-piece": 0.3, witty: 0.2 },
      k: kw("writer:1, author:1, novelist:1, books:1, library:1, poet:1, shakespeare:1, jane austen:1, literature:1"),
    },
  ),
  lex(
    "theme",
    "food|foodie|cooking|cook|cooks|chef|chefs|kitchen|restaurant|restaurants|cuisine|baking|baker|bakery|cake|wine|culinary|dinner party|recipe|recipes",
    {
      label: "food and cooking",
      g: { Comedy: 0.6, Drama: 0.6, Documentary: 0.4, Reality: 0.3 },
      m: { cozy: 0.4, "feel-good": 0.4, heartwarming: 0.3 },
      k: kw("food:1, cooking:1, chef:1, restaurant:1, kitchen:1, baking:1, bakery:1, cuisine:1, wine:.8, culinary:1"),
    },
  ),
  lex("theme", "fashion|fashion designer|model|models|modeling|couture|runway|designer|makeover|makeovers", {
    label: "fashion",
    g: { Comedy: 0.6, Drama: 0.6, Reality: 0.3 },
    m: { stylish: 0.8, witty: 0.3 },
    k: kw("fashion:1, fashion designer:1, model:.8, makeover:1, runway:1"),
  }),
  lex(
    "theme",
    "fame|celebrity|celebrities|hollywood|showbiz|show business|movie star|movie stars|filmmaking|film making|behind the scenes|making movies|actors|actress|actresses|stardom|tabloid|paparazzi|influencer|influencers",
    {
      label: "fame and showbiz",
      g: { Drama: 0.8, Comedy: 0.6, Music: 0.2 },
      m: { satirical: 0.4, stylish: 0.3, witty: 0.3 },
      k: kw("hollywood:1, fame:1, celebrity:1, filmmaking:1, movie star:1, actress:.8, showbiz:1"),
    },
  ),
  lex(
    "theme",
    "religion|religious|faith|god|church|priest|priests|nun|nuns|pope|vatican|catholic|spiritual|spirituality|bible|biblical|jesus",
    {
      label: "faith",
      g: { Drama: 1, History: 0.4 },
      m: { "thought-provoking": 0.5, emotional: 0.3 },
      k: kw("religion:1, faith:1, priest:1, church:1, nun:1, pope:1, vatican:1, catholic:1, bible:1"),
    },
  ),
  lex(
    "theme",
    "mental health|depression|trauma|ptsd|therapy|therapist|psychiatrist|anxiety disorder|bipolar|grief counseling|suicide|self harm|recovery journey",
    {
      label: "mental health",
      g: { Drama: 1, Comedy: 0.2 },
      m: { emotional: 0.7, "character-driven": 0.5, bittersweet: 0.3, psychological: 0.3 },
      k: kw("mental health:1, depression:1, trauma:1, ptsd:1, therapy:1, grief:.6"),
    },
  ),
  lex("theme", "disability|disabled|deaf|blind|wheelchair|autism|autistic|neurodivergent|sign language", {
    label: "disability",
    g: { Drama: 1, Comedy: 0.3 },
    m: { inspiring: 0.5, heartwarming: 0.5, emotional: 0.4 },
    k: kw("disability:1, deaf:1, blind:1, wheelchair:1, autism:1, sign language:1"),
  }),
  // --- animals ---
  lex(
    "theme",
    "animal|animals|pet|pets|dog|dogs|puppy|puppies|doggo|cat|cats|kitten|kittens|horse|horses|pony|ponies|bear|bears|lion|lions|elephant|elephants|penguin|penguins|shark|sharks|whale|whales|dolphin|dolphins|monkey|monkeys|gorilla|wolves|wolf|fox|foxes|bird|birds|rabbit|rabbits|mouse|mice|rat|rats|pig|pigs|farm animals|talking animals|insects|bugs|spiders",
    {
      label: "animals",
      g: { Family: 0.7, Animation: 0.5, Adventure: 0.5, Documentary: 0.3, Comedy: 0.3 },
      m: { heartwarming: 0.5, "family-friendly": 0.4, wholesome: 0.3 },
      k: kw(
        "dog:1, cat:1, horse:1, bear:1, animals:1, sharks:1, shark:1, lion:1, penguins:1, whale:1, wolves:1, wolf:1, fox:1, mouse:1, rat:1, pig:1, dolphins:1, elephants:1, monkey:1, gorilla:1, birds:1, rabbits:1",
      ),
    },
  ),
  // --- sports ---
  lex(
    "theme",
    "sports|sport|sporty|athlete|athletes|team|teams|coach|coaches|championship|championships|tournament|olympics|olympic|competition|underdog team|sports drama|sports movie|sports film|sports doc|game day",
    {
      label: "sports",
      g: { Drama: 0.8, Comedy: 0.3, Documentary: 0.3 },
      m: { sports: 1, inspiring: 0.6, uplifting: 0.3 },
      k: kw("sports:1, coach:1, team:.8, championship:1, olympics:1, athlete:1, underdog:.6, tournament:.8"),
      neg: { xm: ["sports"] },
    },
  ),
  lex(
    "theme",
    "football|american football|nfl|quarterback|soccer|world cup|premier league|basketball|nba|baseball|mlb|hockey|ice hockey|nhl|boxing|boxer|boxers|mma|ufc|wrestling|wrestler|tennis|golf|golfer|surfing|surfer|skateboarding|skateboard|skating|figure skating|ice skating|skiing|snowboarding|running|marathon runner|track and field|swimming|swimmer|cycling|chess|climbing|rock climbing|mountaineering|bowling|dodgeball|cheerleading|cheerleader|cheerleaders|horse racing|rugby|cricket|volleyball|gymnastics|gymnast|ping pong|table tennis",
    {
      label: "sport",
      g: { Drama: 0.8, Comedy: 0.3, Documentary: 0.4 },
      m: { sports: 1, inspiring: 0.5 },
      k: kw(
        "football:1, soccer:1, basketball:1, baseball:1, hockey:1, boxing:1, boxer:1, wrestling:1, tennis:1, golf:1, surfing:1, skateboarding:1, figure skating:1, skiing:1, chess:1, climbing:1, mountaineering:1, rugby:1, cricket:1, gymnastics:1, cycling:1, running:1, swimming:1, mma:1, bowling:1, cheerleading:1, horse racing:1, dodgeball:1, nfl:1, nba:1",
      ),
    },
  ),
  lex(
    "theme",
    "racing|race car|race cars|car racing|formula 1|formula one|f1|nascar|street racing|drag racing|cars|car|fast cars|car chase|car chases|driving|driver|getaway driver|motorcycle|motorcycles|bikers|biker",
    {
      label: "cars and racing",
      g: { Action: 1, Drama: 0.4, Thriller: 0.3 },
      m: { "fast-paced": 0.6, "action-packed": 0.5, stylish: 0.3 },
      k: kw(
        "racing:1, car chase:1, cars:1, formula 1:1, getaway driver:1, street racing:1, motorcycle:1, driver:.6, race car:1",
      ),
    },
  ),
  // --- journeys ---
  lex(
    "theme",
    "road trip|road trips|road movie|on the road|cross country|cross-country|highway|route 66|van life|driving across",
    {
      label: "road trips",
      g: { Comedy: 0.7, Drama: 0.6, Adventure: 0.6 },
      m: { adventurous: 0.5, friendship: 0.4, bittersweet: 0.2, "feel-good": 0.3 },
      k: kw("road trip:1, road movie:1, highway:.6, journey:.6"),
    },
  ),
  lex(
    "theme",
    "travel|traveling|travelling|traveler|travelers|backpacking|vacation|vacations|holiday trip|abroad|tourist|tourists|wanderlust|trip abroad|around the world|globetrotting",
    {
      label: "travel",
      g: { Comedy: 0.6, Adventure: 0.6, Romance: 0.4, Documentary: 0.3, Drama: 0.3 },
      m: { adventurous: 0.5, "feel-good": 0.4, "visually-stunning": 0.4, relaxing: 0.2 },
      k: kw("travel:1, vacation:1, journey:.6, tourist:.8, abroad:.8"),
    },
  ),
  lex(
    "theme",
    "train|trains|railway|railroad|plane|planes|airplane|airplanes|flight|flights|aviation|pilot|pilots|fighter pilot|fighter jets|jets|submarine|submarines|ship|ships|boat|boats|sailing|navy|cruise",
    {
      label: "trains, planes and ships",
      g: { Action: 0.6, Thriller: 0.5, Adventure: 0.5, Drama: 0.3 },
      m: { tense: 0.3, adventurous: 0.3 },
      k: kw(
        "train:1, plane:1, airplane:1, pilot:1, fighter pilot:1, submarine:1, ship:1, boat:1, sailing:1, navy:1, flight:1, aviation:1",
      ),
    },
  ),
  lex(
    "theme",
    "spy mission|rescue mission|mission|missions|rescue|rescues|escape mission|bomb|bombs|explosions|explosion|terrorist|terrorists|terrorism",
    {
      label: "missions and rescues",
      g: { Action: 1, Thriller: 0.8, Adventure: 0.3 },
      m: { "action-packed": 0.7, tense: 0.5, "fast-paced": 0.3 },
      k: kw("rescue mission:1, rescue:1, mission:.8, terrorists:1, bomb:1, explosions:.8"),
    },
  ),
  lex(
    "theme",
    "fairy godmother|makeover story|cinderella story|rags to riches|rags-to-riches|self discovery|self-discovery|finding yourself|find myself|new beginnings|fresh start|starting over|midlife|reinvention|chasing dreams|chase your dreams|dream big|pursue your dreams|following your dreams",
    {
      label: "fresh starts",
      g: { Drama: 0.8, Comedy: 0.7, Romance: 0.3 },
      m: { inspiring: 0.6, uplifting: 0.6, "feel-good": 0.5, heartwarming: 0.3 },
      k: kw("self-discovery:1, fresh start:1, dreams:.6, ambition:.5, rags to riches:1"),
    },
  ),
  lex(
    "theme",
    "dream|dreams|dreaming|subconscious|lucid dream|lucid dreaming|nightmare world|memory|memories lost|amnesia|identity|identity crisis|doppelganger|doppelgangers|clone|clones|cloning",
    {
      label: "dreams and identity",
      g: { "Science Fiction": 0.8, Thriller: 0.6, Mystery: 0.5, Drama: 0.3 },
      m: { "mind-bending": 0.8, psychological: 0.5, surreal: 0.4, twisty: 0.3 },
      k: kw("dreams:1, amnesia:1, memory:1, identity:1, doppelganger:1, clone:1, clones:1, subconscious:1"),
    },
  ),
  lex(
    "theme",
    "survival horror|cabin in the woods|camping trip|lost in the woods|woods|forest|forests|wilderness|backcountry|hiking|mountains|mountain|jungle|jungles|rainforest|desert|deserts|arctic|antarctic|antarctica|polar|south pole|tundra|snowed in|blizzard|avalanche|caves|cave",
    {
      label: "the wild",
      g: { Adventure: 0.8, Thriller: 0.6, Drama: 0.4, Horror: 0.2 },
      m: { survival: 0.7, atmospheric: 0.4, adventurous: 0.4, "visually-stunning": 0.3 },
      k: kw(
        "wilderness:1, forest:1, jungle:1, desert:1, mountains:1, mountain:1, arctic:1, antarctica:1, camping:1, woods:1, cave:1, north pole:.6, survival:.6",
      ),
    },
  ),
  lex(
    "theme",
    "ocean|oceans|sea|seas|underwater|beach|beaches|island|islands|tropical|coast|coastal|seaside|lighthouse|lake|river",
    {
      label: "sea and shore",
      g: { Adventure: 0.7, Drama: 0.5, Documentary: 0.3, Comedy: 0.3 },
      m: { "visually-stunning": 0.4, adventurous: 0.4, relaxing: 0.2 },
      k: kw(
        "ocean:1, sea:1, underwater:1, beach:1, island:1, seaside town:1, lighthouse:1, coast:.8, lake:.8, river:.8",
      ),
    },
  ),
  lex("theme", "revenge story|revenge thriller|rape revenge|vigilante justice", {
    label: "revenge",
    g: { Thriller: 1, Action: 0.8, Crime: 0.5 },
    m: { violent: 0.6, dark: 0.5, tense: 0.4 },
    k: kw("revenge:1, vigilante:1, vengeance:1"),
  }),
  lex("theme", "coming home|homecoming story|small town life|hometown|home town|returning home|going home", {
    label: "homecoming",
    g: { Drama: 1, Comedy: 0.5, Romance: 0.3 },
    m: { bittersweet: 0.5, nostalgic: 0.5, heartwarming: 0.4 },
    k: kw("small town:1, hometown:1, homecoming:1"),
  }),
  lex(
    "theme",
    "nuclear|atomic|atom bomb|atomic bomb|manhattan project|bomb squad|missile|missiles|cold war|iron curtain|soviet|soviets|ussr|kgb agent",
    {
      label: "the Cold War and the bomb",
      g: { History: 0.8, Thriller: 0.7, Drama: 0.6, War: 0.3 },
      m: { tense: 0.5, political: 0.5, "period-piece": 0.3 },
      k: kw("cold war:1, nuclear:1, atomic bomb:1, manhattan project:1, soviet union:1, missiles:.8, kgb:1"),
    },
  ),
  lex(
    "theme",
    "civil war|american civil war|revolutionary war|american revolution|french revolution|napoleon|napoleonic",
    {
      label: "revolutions and civil wars",
      g: { History: 1, War: 0.8, Drama: 0.6 },
      m: { epic: 0.5, "period-piece": 0.8, political: 0.3 },
      k: kw("civil war:1, revolution:1, american revolution:1, french revolution:1, napoleon:1"),
    },
  ),
  lex(
    "theme",
    "victorian|victorian era|regency|regency era|edwardian|georgian|elizabethan|tudor|tudors|jane austen adaptation|bonnets|corsets|ballroom|balls|1800s|19th century|18th century|renaissance",
    {
      label: "costume drama",
      g: { History: 0.8, Drama: 0.8, Romance: 0.6 },
      m: { "period-piece": 1, romantic: 0.4, witty: 0.2 },
      k: kw("victorian london:1, victorian:1, regency:1, tudor:1, aristocracy:.6, high society:.5, 19th century:1"),
    },
  ),
  lex("theme", "gangs|gang|street gang|street gangs|ghetto|inner city|bronx|compton", {
    label: "street life",
    g: { Crime: 1, Drama: 0.8 },
    m: { gritty: 0.8, violent: 0.4, dark: 0.3 },
    k: kw("gangs:1, gang:1, street gang:1, inner city:1, bronx:.8"),
  }),
  lex("theme", "clown|clowns|doll|dolls|puppet|puppets|creepy doll|killer doll|toys|toy|toymaker", {
    label: "toys and puppets",
    g: { Family: 0.4, Animation: 0.4, Horror: 0.4, Comedy: 0.4 },
    m: { whimsical: 0.3 },
    k: kw("clown:1, dolls:1, doll:1, puppets:1, puppet:1, toys:1, toy:1, muppets:.8"),
  }),
  lex(
    "theme",
    "circus|carnival|magician|magicians|illusion|illusionist|magic trick|magic tricks|theme park|amusement park|fairground|funfair",
    {
      label: "circuses and magicians",
      g: { Drama: 0.6, Fantasy: 0.4, Mystery: 0.4, Family: 0.3 },
      m: { whimsical: 0.5, stylish: 0.3, mysterious: 0.3 },
      k: kw("circus:1, magician:1, magicians:1, illusionist:1, carnival:1, theme park:1, amusement park:1"),
    },
  ),
];
