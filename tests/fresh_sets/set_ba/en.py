"""English cases of set BA: an allotment association, a puppet theatre, a car-sharing club,
a glassblowing studio and a mountain hut."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

ALLOTMENT = (
    "The Hollybrook Allotment Association rents out 64 plots along Mill Lane, and three quarters of them have their own water tap. "
    "A full plot costs £48 a year and a half plot £26, with rent due by 1 March. "
    "Bonfires are allowed between 1 November and 28 February, but never on Sundays. "
    "The committee is chaired by Yvonne Pritchard, and the waiting list is kept by Desmond Okafor."
)
PUPPETS = (
    "The Little Lantern Puppet Theatre performs 'The Fox Who Borrowed the Moon' every Saturday and Sunday at 11:00 and 15:30. "
    "Each performance lasts 50 minutes with no interval. "
    "Tickets cost £9 for adults and £6 for children under 12, and babies under two go free. "
    "The puppets were carved by Ilse Varga, and the story is narrated by Tomasz Bell."
)
CARCLUB = (
    "Members of the Greenway Car Club (GCC) pay a one-off joining fee of £35 and then £7.50 per hour of driving. "
    "Each booking must last at least one hour, and cars can be reserved up to 14 days ahead. "
    "Fuel is included for the first 60 miles of a booking, after which members pay 22p per mile. "
    "Last year club members drove a total of 1,250,000 miles."
)
GLASS = (
    "Ember & Sand Glass Studio holds a beginners' paperweight workshop on the first Thursday of every month, from 18:30 to 21:00. "
    "The class takes at most 6 students and costs £85, materials included. "
    "Finished paperweights cool in the kiln overnight and can be collected from Saturday onwards. "
    "Students must wear closed-toe shoes and cotton clothing."
)
HUT = (
    "Kestrel Ridge Hut stands at 2,340 metres and has 38 bunks in four dormitories. "
    "It is staffed from 15 June to 20 September; outside that period only the winter room, with 8 beds, is open. "
    "A bunk costs €32 for Alpine Club members and €45 for non-members, and dinner is served at 18:45. "
    "The hut warden is Matthias Egger."
)

HUT_MEALS = "Dinner at Kestrel Ridge Hut is served at 18:45, and breakfast from 6:30."
HUT_PRICES = "A bunk at Kestrel Ridge Hut costs €32 for Alpine Club members and €45 for non-members."
GLASS_WORKSHOP = "Ember & Sand's beginners' paperweight workshop costs £85, materials included, and takes at most 6 students."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: paraphrases, formats and wrappers
    w.faith("en-ba-001", "para.reorder", "How much does a plot cost at Hollybrook?", "A half plot costs £26 a year and a full plot £48.", ALLOTMENT, True),
    w.faith("en-ba-002", "para.passive", "Who carved the puppets?", "Ilse Varga carved the puppets.", PUPPETS, True),
    w.faith("en-ba-003", "para.synonym", "How long is the puppet show?", "Every show runs for 50 minutes without a break.", PUPPETS, True),
    w.faith("en-ba-004", "para.nominal", "When is the allotment rent due?", "Payment of the rent is due by 1 March.", ALLOTMENT, True),
    w.faith("en-ba-005", "para.capital", "What is the puppet play called?", "It's 'the fox who borrowed the moon', at the little lantern puppet theatre.", PUPPETS, True),
    w.faith("en-ba-006", "para.pronoun", "Who runs Kestrel Ridge Hut?", "Its warden is Matthias Egger.", HUT, True),
    w.faith("en-ba-007", "para.relative", "Who chairs the allotment committee?", "Yvonne Pritchard is the person who chairs the committee.", ALLOTMENT, True),
    w.faith("en-ba-008", "para.part", "How much is the paperweight workshop?", "The workshop costs £85.", GLASS, True),
    w.faith("en-ba-009", "para.combine", "When is the hut open?", "The hut is staffed from 15 June to 20 September, and for the rest of the year only its 8-bed winter room is open.", HUT, True),
    w.faith("en-ba-010", "fmt.number", "How many students can join the paperweight class?", "No more than six students can join.", GLASS, True),
    w.faith("en-ba-011", "fmt.thousands", "How high is Kestrel Ridge Hut?", "It stands at 2340 metres.", HUT, True),
    w.faith("en-ba-012", "fmt.scale", "How far did GCC members drive last year?", "They drove 1.25 million miles in total.", CARCLUB, True),
    w.faith("en-ba-013", "fmt.date", "Until when are bonfires allowed?", "Bonfires are allowed from November 1 to February 28, though never on a Sunday.", ALLOTMENT, True),
    w.faith("en-ba-014", "fmt.time", "When are the puppet shows?", "Shows are at 11 am and 3:30 pm on Saturdays and Sundays.", PUPPETS, True),
    w.faith("en-ba-015", "fmt.unit", "At what altitude is the hut?", "The hut sits at an altitude of 2.34 km.", HUT, True),
    w.faith("en-ba-016", "fmt.abbrev", "What does it cost to join the Greenway Car Club?", "New GCC members pay a one-off £35 joining fee.", CARCLUB, True),
    w.faith("en-ba-017", "fmt.currency", "How much is a bunk for non-members?", "Non-members pay 45 euros for a bunk.", HUT, True),
    w.faith("en-ba-018", "fmt.range", "What time is the paperweight workshop?", "It runs 18:30–21:00 on the first Thursday of each month.", GLASS, True),
    w.faith("en-ba-019", "fmt.period", "How far ahead can I book a car?", "You can reserve a car up to two weeks in advance.", CARCLUB, True),
    w.faith("en-ba-020", "fmt.share", "How many plots have a water tap?", "75% of the plots have their own water tap.", ALLOTMENT, True),
    w.faith("en-ba-021", "para.except", "On which days can I have a bonfire in winter?", "Any day except Sunday, between 1 November and 28 February.", ALLOTMENT, True),
    w.faith("en-ba-022", "wrap.opener", "What time is dinner at the hut?", "Sure! Dinner at the hut is served at 18:45.", HUT, True),
    w.faith("en-ba-023", "wrap.closer", "How much does car-club driving cost per hour?", "Driving costs £7.50 per hour. Let me know if you need anything else!", CARCLUB, True),
    w.faith("en-ba-024", "wrap.attribution", "Who narrates the puppet show?", "According to the theatre's information, the story is narrated by Tomasz Bell.", PUPPETS, True),
    w.faith("en-ba-025", "wrap.hedge", "How many bunks does the hut have?", "As far as I can tell from the context, the hut has 38 bunks in four dormitories.", HUT, True),
    w.faith("en-ba-026", "wrap.question", "What should I wear to the glass workshop?", "Wondering what to wear? Closed-toe shoes and cotton clothing are required.", GLASS, True),
    w.faith("en-ba-027", "para.synonym", "What do Alpine Club members pay at the hut?", "Alpine Club members are charged €32 for a bed.", HUT, True),
    w.faith("en-ba-028", "para.combine", "Is fuel included when I book a car?", "Fuel comes included for the first 60 miles of a booking; beyond that it's 22p a mile.", CARCLUB, True),
    w.faith("en-ba-029", "fmt.time", "When is dinner served at Kestrel Ridge Hut?", "Dinner is at a quarter to seven in the evening.", HUT, True),
    # unfaithful: one clear error each
    w.faith("en-ba-030", "value.number", "How many plots does Hollybrook rent out?", "It rents out 46 plots along Mill Lane.", ALLOTMENT, False),
    w.faith("en-ba-031", "value.date", "When is the hut staffed?", "The hut is staffed from 15 June to 20 October.", HUT, False),
    w.faith("en-ba-032", "value.time", "When is dinner served at the hut?", "Dinner is served at 19:45.", HUT, False),
    w.faith("en-ba-033", "value.unit", "How much fuel is included in a booking?", "Fuel is included for the first 60 kilometres of each booking.", CARCLUB, False),
    w.faith("en-ba-034", "value.currency", "How much is a child's ticket for the puppet show?", "Children under 12 pay £7.", PUPPETS, False),
    w.faith("en-ba-035", "role.swap", "Who carved the puppets and who narrates?", "Tomasz Bell carved the puppets and Ilse Varga narrates the story.", PUPPETS, False),
    w.faith("en-ba-036", "negation", "Is fuel included in a car-club booking?", "Fuel is not included; members pay 22p for every mile they drive.", CARCLUB, False),
    w.faith("en-ba-037", "antonym", "What shoes are required at the glass studio?", "Students must wear open-toe shoes and cotton clothing.", GLASS, False),
    w.faith("en-ba-038", "modality", "How far ahead can cars be reserved?", "Cars must be reserved 14 days ahead.", CARCLUB, False),
    w.faith("en-ba-039", "quantifier", "How many students can take the paperweight workshop?", "The workshop requires a minimum of 6 students.", GLASS, False),
    w.faith("en-ba-040", "value.except", "When can bonfires be lit?", "Between 1 November and 28 February, on any day except Saturday.", ALLOTMENT, False),
    w.faith("en-ba-041", "direction", "When can I collect my paperweight?", "Finished paperweights can be collected up until Saturday.", GLASS, False),
    w.faith("en-ba-042", "added.fact", "What is included in the workshop price?", "The £85 fee includes all materials and a glass of wine.", GLASS, False),
    w.faith("en-ba-043", "added.entity", "Who narrates the puppet show?", "The story is narrated by Tomasz Bell and his sister Marta Bell.", PUPPETS, False),
    w.faith("en-ba-044", "value.number", "How is the hut laid out?", "The hut has 38 bunks in six dormitories.", HUT, False),
    w.faith("en-ba-045", "antonym", "Are bonfires allowed in winter?", "Bonfires are banned between 1 November and 28 February.", ALLOTMENT, False),
    w.faith("en-ba-046", "role.swap", "Who chairs the committee?", "Desmond Okafor chairs the committee, and Yvonne Pritchard keeps the waiting list.", ALLOTMENT, False),
    w.faith("en-ba-047", "quantifier", "Do the plots have water taps?", "All of the plots have their own water tap.", ALLOTMENT, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-ba-048", "refusal.context", "Is there parking at the puppet theatre?", "The context doesn't mention parking at the theatre, so I can't say.", PUPPETS, True),
    w.refusal("en-ba-049", "refusal.plain", "Does the hut have showers?", "I'm sorry, but I don't have that information.", HUT, True),
    w.refusal("en-ba-050", "refusal.short", "Who teaches the glass workshop?", "Not specified.", GLASS, True),
    w.refusal("en-ba-051", "refusal.partial", "What does a half plot cost, and is there a discount for pensioners?", "A half plot costs £26 a year; nothing is said about a pensioner discount.", ALLOTMENT, False),
    w.refusal("en-ba-052", "refusal.hedged", "How long is the puppet show?", "I'm not entirely certain, but it looks like each performance lasts 50 minutes.", PUPPETS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-ba-053", "correct.wordy", "How much does an adult ticket for the puppet show cost?", "An adult ticket to the show at the Little Lantern Puppet Theatre costs £9, whichever performance you pick.", "An adult ticket costs £9.", True),
    w.correct("en-ba-054", "correct.wordy", "Who is the warden of Kestrel Ridge Hut?", "If you have questions at Kestrel Ridge Hut, the person to ask is the warden, Matthias Egger.", "Matthias Egger.", True),
    w.correct("en-ba-055", "correct.short", "What is the joining fee of the car club?", "£35.", "The joining fee for the Greenway Car Club is a one-off payment of £35.", True),
    w.correct("en-ba-056", "correct.format", "What time does the paperweight workshop end?", "It finishes at 9 pm.", "The workshop ends at 21:00.", True),
    w.correct("en-ba-057", "wrong.value", "How much does a full allotment plot cost per year?", "A full plot costs £84 a year.", "A full plot costs £48 a year.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-ba-058", "relevant.direct", "When can I see the fox show?", "Weekends, at 11:00 and 15:30.", PUPPETS, True),
    w.relevant("en-ba-059", "relevant.direct", "Where are the Hollybrook allotments located?", "Along Mill Lane.", ALLOTMENT, True),
    w.relevant("en-ba-060", "relevant.direct", "What's the price per hour with the car club?", "£7.50 for every hour behind the wheel.", CARCLUB, True),
    w.relevant("en-ba-061", "relevant.direct", "Who should I contact about the waiting list?", "Desmond Okafor handles it.", ALLOTMENT, True),
    w.relevant("en-ba-062", "relevant.yesno", "Do babies need a ticket for the puppet show?", "No, under-twos get in free.", PUPPETS, True),
    w.relevant("en-ba-063", "offtopic.true", "How much does a bunk cost for non-members?", "Kestrel Ridge Hut is looked after by its warden, Matthias Egger.", HUT, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-ba-064", "diag.pass", "What time is dinner at Kestrel Ridge Hut?", "Dinner is served at 18:45.",
           {"hut-meals": HUT_MEALS, "hut-prices": HUT_PRICES}, ("hut-meals",), "pass"),
    w.diag("en-ba-065", "diag.missed", "How many beds are in the hut's winter room?", "The documents don't say how many beds the winter room has.",
           {"hut-prices": HUT_PRICES, "hut-meals": HUT_MEALS}, ("hut-winter",), "fix_retrieval"),
    w.diag("en-ba-066", "diag.correct_refusal", "Does the hut accept credit cards?", "The available documents don't say whether cards are accepted.",
           {"hut-meals": HUT_MEALS, "hut-prices": HUT_PRICES}, (), "correct_refusal"),
    w.diag("en-ba-067", "diag.unfaithful", "How much is a bunk for Alpine Club members?", "Alpine Club members pay €23 per bunk.",
           {"hut-prices": HUT_PRICES}, ("hut-prices",), "fix_generation"),
    w.diag("en-ba-068", "diag.offtopic", "What does the glass workshop cost?", "At most six students can take part.",
           {"glass-workshop": GLASS_WORKSHOP}, ("glass-workshop",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
