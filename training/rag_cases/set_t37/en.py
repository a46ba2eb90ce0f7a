"""English cases of set t37: a public sauna, a shoe repair shop, a wine bar's events, a
community college's enrolment, a tennis club's courts and a flea market's stall fees."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SAUNA_HOURS = (
    "Lakeside Public Sauna is open every day except Tuesday, from 10:00 to 22:00. "
    "Adult entry costs €14, and children under 12 pay half price. "
    "Towels can be rented at the front desk for €3. "
    "Last admission is 90 minutes before closing."
)
SAUNA_STAFF = (
    "Sauna master Oskar Lind leads the infusion sessions at 15:00 and 19:00. "
    "Before each session, his assistant Petra Vance fills the water buckets and adds birch essence. "
    "Guests who arrive after a session has started must wait for the next one."
)
SHOE_PRICES = (
    "At Heel & Sole on Market Street, resoling a pair of leather shoes costs $45 and takes five working days. "
    "Heel replacement is done while you wait, in about 20 minutes. "
    "The shop does not repair trainers with glued foam soles."
)
SHOE_STAFF = (
    "The owner of Heel & Sole, Dan Whitcombe, does all stitching repairs himself. "
    "His apprentice, Maya Ruiz, handles key cutting and polishing. "
    "Shoes that are not collected within 60 days are given to a local charity."
)
WINE_TASTING = (
    "The Cork Room holds a tasting every Thursday at 7 p.m., led by sommelier Clara Benz. "
    "Each tasting features six wines from a single region and costs £28 per person, cheese plate included. "
    "Places are limited to 20, so booking is required."
)
WINE_GUEST = (
    "On 14 March, winemaker Henri Lavel will present his Loire whites at the Cork Room. "
    "Clara Benz will interview him about the 2022 harvest. "
    "Members get 25% off the £40 ticket."
)
COLLEGE_DATES = (
    "Enrolment for the autumn term at Riverside Community College opens on 1 July and closes on 15 August. "
    "New students must bring photo ID and proof of address to the Admissions Office. "
    "The application fee is $25; it is waived for applicants over 60."
)
COLLEGE_STAFF = (
    "At Riverside Community College, academic advisor Priya Nair approves each new student's course plan. "
    "The registrar, Tom Keller, then confirms the enrolment by email. "
    "Part-time students may take at most two courses per term."
)
TENNIS = (
    "Elmwood Tennis Club has six courts: four clay and two hard. "
    "Members can book a court up to seven days ahead, for 60 minutes at a time. "
    "Head coach Ruth Ambler trains the junior team on Saturday mornings, and club captain Ben Osei picks the players for league matches. "
    "The clay courts are closed from November to March."
)
MARKET = (
    "The Sunday flea market at Old Mill Yard runs from 8:00 to 14:00, April to October. "
    "A standard stall costs €20 per day and a corner stall €30. "
    "Market warden Gerda Holm collects the stall fees at 9:00 and hands them to the treasurer, Alan Pike. "
    "Cancellations made less than 48 hours before market day are not refunded."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("en-t37-001", "para.combine", "What's the latest I can get into the sauna on a Wednesday?", "It closes at 22:00 and last entry is an hour and a half before that, so you need to be in by 20:30.", SAUNA_HOURS, True),
    w.faith("en-t37-002", "para.combine", "What does Petra Vance do?", "Petra Vance, Oskar Lind's assistant, gets the water buckets ready and adds birch essence before every infusion.", SAUNA_STAFF, True),
    w.faith("en-t37-003", "para.combine", "What's happening at the Cork Room on 14 March?", "Winemaker Henri Lavel is showing his Loire whites there, and Clara Benz will be interviewing him about the 2022 harvest.", WINE_GUEST, True),
    w.faith("en-t37-004", "para.combine", "How does a new student's enrolment get confirmed?", "Once advisor Priya Nair has approved the course plan, registrar Tom Keller sends an email confirming the enrolment.", COLLEGE_STAFF, True),
    w.faith("en-t37-005", "para.combine", "Which courts can I play on in January?", "In January the clay courts are shut, so only the club's two hard courts are available.", TENNIS, True),
    w.faith("en-t37-006", "para.combine", "What happens to the money for a corner stall?", "You pay €30 for a corner stall; Gerda Holm collects it at nine and passes it on to treasurer Alan Pike.", MARKET, True),
    w.faith("en-t37-007", "para.pronoun", "Who does the stitching repairs at Heel & Sole?", "Dan Whitcombe, the owner. He does every one of them himself.", SHOE_STAFF, True),
    w.faith("en-t37-008", "para.pronoun", "Who is Clara Benz?", "She's the sommelier who runs the Thursday tastings at the Cork Room.", WINE_TASTING, True),
    w.faith("en-t37-009", "para.pronoun", "What does Ben Osei do at the club?", "He's the club captain, and it's him who chooses the players for league matches.", TENNIS, True),
    w.faith("en-t37-010", "para.synonym", "Will they fix my trainers? They have glued foam soles.", "Unfortunately not: Heel & Sole doesn't mend sneakers whose foam soles are glued on.", SHOE_PRICES, True),
    w.faith("en-t37-011", "para.synonym", "What do new students have to take to the Admissions Office?", "They need a photo identification document and something that proves where they live.", COLLEGE_DATES, True),
    w.faith("en-t37-012", "para.synonym", "Can I join an infusion session late?", "No. Anyone who turns up once a session is under way has to wait for the following one.", SAUNA_STAFF, True),
    w.faith("en-t37-013", "para.synonym", "If I cancel my stall the evening before, do I get my money back?", "No. Cancelling with under 48 hours to go means the fee isn't returned.", MARKET, True),
    w.faith("en-t37-014", "para.except", "Which day is the sauna closed?", "Tuesday is the only day it's shut.", SAUNA_HOURS, True),
    w.faith("en-t37-015", "para.except", "When can I play on the clay courts?", "The clay courts can be used from April through October.", TENNIS, True),
    w.faith("en-t37-016", "fmt.time", "What time do the Thursday tastings start?", "They kick off at 19:00.", WINE_TASTING, True),
    w.faith("en-t37-017", "fmt.currency", "How much is it to resole leather shoes?", "Resoling a pair of leather shoes is forty-five US dollars.", SHOE_PRICES, True),
    w.faith("en-t37-018", "fmt.period", "How far in advance can members reserve a court?", "Members can reserve a court up to a week in advance.", TENNIS, True),
    w.faith("en-t37-019", "fmt.share", "What do kids under 12 pay at the sauna?", "Children under 12 get 50% off the €14 adult price, so they pay €7.", SAUNA_HOURS, True),
    w.faith("en-t37-020", "fmt.date", "When is the enrolment deadline for the autumn term?", "Enrolment closes on August 15th.", COLLEGE_DATES, True),
    w.faith("en-t37-021", "para.passive", "Who collects the stall fees?", "The fees are picked up at 9:00 by the market warden, Gerda Holm.", MARKET, True),
    w.faith("en-t37-022", "para.relative", "How many courses can part-time students take?", "Students who study part-time can sign up for no more than two courses a term.", COLLEGE_STAFF, True),
    w.faith("en-t37-023", "para.nominal", "How long does a new heel take?", "Heel replacement is a while-you-wait job lasting roughly 20 minutes.", SHOE_PRICES, True),
    w.faith("en-t37-024", "wrap.attribution", "Do members get a discount for the Henri Lavel evening?", "According to the Cork Room, members get a quarter off the £40 ticket.", WINE_GUEST, True),
    # unfaithful: exactly one error
    w.faith("en-t37-025", "role.swap", "Who runs the infusion sessions?", "Petra Vance conducts the infusions, and her assistant Oskar Lind prepares the buckets beforehand.", SAUNA_STAFF, False),
    w.faith("en-t37-026", "role.swap", "Who is doing the interview on 14 March?", "Henri Lavel will be putting the questions to Clara Benz about the 2022 harvest.", WINE_GUEST, False),
    w.faith("en-t37-027", "role.swap", "Who signs off on a new student's course plan?", "Registrar Tom Keller signs off on the course plan, and advisor Priya Nair then emails the student to confirm enrolment.", COLLEGE_STAFF, False),
    w.faith("en-t37-028", "role.swap", "Who does what at Heel & Sole?", "The apprentice, Maya Ruiz, takes care of all the stitching, while the owner, Dan Whitcombe, does the key cutting and polishing.", SHOE_STAFF, False),
    w.faith("en-t37-029", "role.swap", "What happens to the stall fees after they're paid?", "Treasurer Alan Pike takes the money from the sellers at nine and passes it on to Gerda Holm.", MARKET, False),
    w.faith("en-t37-030", "added.fact", "How much is a towel at the sauna?", "You can hire one at reception for €3, and bathrobes can be hired there as well.", SAUNA_HOURS, False),
    w.faith("en-t37-031", "added.fact", "How much is a resole?", "A resole on leather shoes is $45 and is ready in five working days, with a six-month guarantee on the work.", SHOE_PRICES, False),
    w.faith("en-t37-032", "added.fact", "What do I get for £28 at a Thursday tasting?", "You try six wines from one region with a cheese plate, and a free glass of your favourite at the end.", WINE_TASTING, False),
    w.faith("en-t37-033", "added.fact", "Who doesn't have to pay the application fee?", "Applicants over 60 are let off the $25 fee, and so are military veterans.", COLLEGE_DATES, False),
    w.faith("en-t37-034", "added.fact", "How do members book a court?", "Members reserve courts in one-hour slots up to a week ahead, using the club's mobile app.", TENNIS, False),
    w.faith("en-t37-035", "negation", "Can I wait while they replace a heel?", "No, heels can't be replaced while you wait; you have to leave the shoes.", SHOE_PRICES, False),
    w.faith("en-t37-036", "antonym", "Do I need to book for a Thursday tasting?", "Reserving is optional; you can simply walk in on the night.", WINE_TASTING, False),
    w.faith("en-t37-037", "modality", "What should new students bring to the Admissions Office?", "Bringing photo ID and proof of address is recommended, though not compulsory.", COLLEGE_DATES, False),
    w.faith("en-t37-038", "quantifier", "What surface are Elmwood's courts?", "All six of the club's courts have a clay surface.", TENNIS, False),
    w.faith("en-t37-039", "direction", "When do I lose my stall fee if I cancel?", "The fee is kept if you cancel more than 48 hours before market day.", MARKET, False),
    w.faith("en-t37-040", "value.number", "How many wines are poured at a tasting?", "You get to sample eight wines, all from the same region.", WINE_TASTING, False),
    w.faith("en-t37-041", "value.time", "When are the infusion sessions?", "Oskar Lind holds them at 3 p.m. and at 8 p.m.", SAUNA_STAFF, False),
    w.faith("en-t37-042", "value.except", "Is the sauna open on Mondays?", "No, Monday is its day off; on all other days it's open from 10 to 10.", SAUNA_HOURS, False),
    w.faith("en-t37-043", "value.currency", "How much is a standard stall at Old Mill Yard?", "A standard stall costs $20 a day.", MARKET, False),
    w.faith("en-t37-044", "added.entity", "Who approves a new student's course plan?", "Advisor Priya Nair approves it together with the dean, Mark Lowe.", COLLEGE_STAFF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t37-045", "correct.wordy", "How long does resoling take at Heel & Sole?", "If you bring in a pair of leather shoes to be resoled, you can expect to pick them up after five working days.", "Five working days.", True),
    w.correct("en-t37-046", "correct.wordy", "Who leads the Thursday tastings at the Cork Room?", "The Thursday tastings are led by the bar's sommelier, whose name is Clara Benz.", "Clara Benz, the sommelier.", True),
    w.correct("en-t37-047", "correct.format", "When does enrolment for the autumn term open?", "July 1st.", "1 July.", True),
    w.correct("en-t37-048", "correct.format", "What does adult entry to the sauna cost?", "Fourteen euros.", "€14.", True),
    w.correct("en-t37-049", "wrong.value", "How many courts does Elmwood Tennis Club have?", "Elmwood Tennis Club has eight courts.", "Six.", False),
    w.correct("en-t37-050", "wrong.role", "Who trains the junior team at Elmwood?", "The club captain, Ben Osei, trains the juniors.", "Head coach Ruth Ambler.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
