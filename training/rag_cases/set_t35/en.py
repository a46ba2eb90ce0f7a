"""English cases of set t35: a children's dentist, an indoor playground, a bakery's allergen
rules, a city marathon's age groups, a school bus service and a holiday camp's fees."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

DENTIST_STAFF = (
    "Dr. Priya Nandakumar runs the Little Molars clinic on Harbour Street. "
    "Her hygienist, Tom Becker, cleans the children's teeth, and Dr. Nandakumar does all fillings herself. "
    "The clinic sees children from age 1 to 16. "
    "First check-ups are free for children under 3."
)
DENTIST_VISITS = (
    "Appointments at Little Molars last 30 minutes. "
    "Parents must cancel at least 24 hours in advance, or a £15 fee is charged. "
    "The clinic is open Tuesday to Saturday from 8:30 to 17:00. "
    "Each child who finishes a check-up gets a sticker from the receptionist, Ana Lopes."
)
PLAYGROUND_RULES = (
    "Jungle Jumps indoor playground is open every day except Monday, from 10:00 to 19:00. "
    "Entry costs €8 per child; adults enter free. "
    "Socks must be worn in the play area at all times. "
    "Children under 4 play in the separate toddler zone."
)
PLAYGROUND_PARTIES = (
    "At Jungle Jumps, birthday parties are booked by the manager, Kemal Aydin, and hosted by a party assistant, Lena Fischer. "
    "A party lasts two hours and includes a room for up to 15 children. "
    "Parents must book at least 10 days before the party."
)
BAKERY_OVEN = (
    "Crumb & Co. bakery labels every product with its 14 main allergens. "
    "All bread is baked in the same oven, so the bakery cannot guarantee that any item is nut-free. "
    "The gluten-free loaves are made on Thursdays only, in a separate room."
)
BAKERY_STAFF = (
    "At Crumb & Co., the head baker, Sofia Marin, writes the allergen labels, and the shop assistant, Jonah Reed, checks them each morning before opening. "
    "Customers with allergies are asked to speak to staff before ordering. "
    "Cakes ordered for a special diet need 72 hours' notice."
)
MARATHON_FULL = (
    "The Riverton City Marathon on 12 October sets its age groups by the runner's age on race day. "
    "Runners must be at least 18 to enter the full marathon. "
    "The age groups are 18–34, 35–49, 50–64, and 65 and over. "
    "Prizes go to the top three in each group."
)
MARATHON_HALF = (
    "Riverton's half marathon is open to runners aged 16 and over. "
    "Runners aged 16 or 17 need a consent form signed by a parent. "
    "The half marathon starts at 8:15, 45 minutes after the full marathon."
)
SCHOOL_BUS = (
    "The Oakfield school bus is driven by Mr. Dale Hughes and runs on school days only. "
    "It leaves Mill Lane at 7:40 and reaches Oakfield Primary at 8:15. "
    "Pupils living more than 3 km from school ride free; others pay £1.20 per trip. "
    "The bus monitor, Mrs. June Park, takes the register on every trip."
)
CAMP_FEES = (
    "Sunny Pines holiday camp charges £220 per week, lunch included. "
    "A second child from the same family gets 10% off. "
    "Families who cancel more than 14 days before the start date get a full refund; later cancellations get half the fee back. "
    "The fee is paid to the camp office, not to the group leaders."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("en-t35-001", "para.combine", "Who cleans the children's teeth and who does the fillings?", "Tom Becker, the hygienist, handles the cleaning, while Dr. Nandakumar carries out every filling personally.", DENTIST_STAFF, True),
    w.faith("en-t35-002", "para.synonym", "Do toddlers pay for their first check-up?", "No, a child's first check-up costs nothing if they're younger than three.", DENTIST_STAFF, True),
    w.faith("en-t35-003", "para.pronoun", "Who hands out the stickers at Little Molars?", "That's Ana Lopes. She works at reception, and she gives a sticker to every child once their check-up is over.", DENTIST_VISITS, True),
    w.faith("en-t35-004", "fmt.period", "How late can I cancel without paying?", "You need to cancel at least one day beforehand; otherwise there's a £15 charge.", DENTIST_VISITS, True),
    w.faith("en-t35-005", "fmt.time", "When is the clinic open?", "From 8.30 a.m. until 5 p.m., Tuesday through Saturday.", DENTIST_VISITS, True),
    w.faith("en-t35-006", "para.except", "Which days can we visit Jungle Jumps?", "Any day but Monday, when it's closed; it opens from 10 a.m. to 7 p.m.", PLAYGROUND_RULES, True),
    w.faith("en-t35-007", "para.synonym", "Do grown-ups have to pay to get in?", "No, adults get in at no cost; it's only the kids who pay the €8 admission.", PLAYGROUND_RULES, True),
    w.faith("en-t35-008", "para.combine", "Who takes the party booking and who runs the party itself?", "Bookings go through Kemal Aydin, the manager, and on the day the party is looked after by Lena Fischer, one of the party assistants.", PLAYGROUND_PARTIES, True),
    w.faith("en-t35-009", "fmt.period", "How long does a birthday party last?", "Each party runs for 120 minutes.", PLAYGROUND_PARTIES, True),
    w.faith("en-t35-010", "para.synonym", "How early do I have to reserve a party?", "You have to reserve it no later than ten days ahead of the celebration.", PLAYGROUND_PARTIES, True),
    w.faith("en-t35-011", "para.except", "Is gluten-free bread baked on other weekdays too?", "No, the gluten-free loaves aren't made on any day other than Thursday.", BAKERY_OVEN, True),
    w.faith("en-t35-012", "para.passive", "Why won't the bakery promise that something is nut-free?", "Because every loaf goes into one shared oven, no item can be guaranteed free of nuts.", BAKERY_OVEN, True),
    w.faith("en-t35-013", "para.relative", "Who is responsible for the allergen labels?", "Sofia Marin, who is the head baker, writes them, and Jonah Reed, who works in the shop, checks them every morning before the doors open.", BAKERY_STAFF, True),
    w.faith("en-t35-014", "fmt.period", "How much notice do you need for a cake for a special diet?", "Please order it three days in advance.", BAKERY_STAFF, True),
    w.faith("en-t35-015", "para.combine", "Can my 17-year-old run the full marathon, and how are the age groups worked out?", "No: entrants to the full marathon have to be 18 or older, and a runner's age group depends on how old they are on the day of the race.", MARATHON_FULL, True),
    w.faith("en-t35-016", "fmt.range", "What ages are in the second age group?", "The second group covers runners from 35 up to and including 49.", MARATHON_FULL, True),
    w.faith("en-t35-017", "para.pronoun", "Can 16-year-olds do the half marathon?", "Yes, they can enter it, but they'll need a consent form that one of their parents has signed.", MARATHON_HALF, True),
    w.faith("en-t35-018", "fmt.time", "What time does the half marathon begin?", "It starts at a quarter past eight, three-quarters of an hour after the full marathon.", MARATHON_HALF, True),
    w.faith("en-t35-019", "para.synonym", "Who drives the Oakfield bus, and does it run every day?", "Mr. Dale Hughes is behind the wheel, and the bus operates only on days when school is in session.", SCHOOL_BUS, True),
    w.faith("en-t35-020", "para.combine", "Is there an adult besides the driver on the bus?", "Yes: while Mr. Hughes drives, the bus monitor Mrs. June Park takes the register on each trip.", SCHOOL_BUS, True),
    w.faith("en-t35-021", "fmt.currency", "How much does a trip cost for children who live close to school?", "Pupils who live 3 km or less from the school pay 120p a ride.", SCHOOL_BUS, True),
    w.faith("en-t35-022", "fmt.share", "Is there a discount for siblings?", "Yes, a second child from the same family is charged a tenth less.", CAMP_FEES, True),
    w.faith("en-t35-023", "wrap.attribution", "What is the camp's refund policy?", "According to the camp's fee rules, cancelling over two weeks before the start gets you all your money back, and cancelling later gets you half.", CAMP_FEES, True),
    w.faith("en-t35-024", "wrap.opener", "Who do I pay the camp fee to?", "Good question! The fee goes to the camp office, not to the group leaders.", CAMP_FEES, True),
    # unfaithful: exactly one error
    w.faith("en-t35-025", "role.swap", "Who does the fillings at Little Molars?", "Fillings are handled by the hygienist, Tom Becker, and Dr. Nandakumar takes care of cleaning the children's teeth.", DENTIST_STAFF, False),
    w.faith("en-t35-026", "added.fact", "Which ages does the clinic treat?", "Little Molars looks after kids aged 1 to 16 and also fits braces for teenagers.", DENTIST_STAFF, False),
    w.faith("en-t35-027", "value.number", "What is the late cancellation rule?", "You have to cancel at least 48 hours ahead, or you'll be charged £15.", DENTIST_VISITS, False),
    w.faith("en-t35-028", "added.fact", "What do children get after a check-up?", "Every child who gets through a check-up receives a sticker and a small toothbrush from Ana Lopes at reception.", DENTIST_VISITS, False),
    w.faith("en-t35-029", "value.except", "Which day is Jungle Jumps closed?", "It's shut on Tuesdays and open every other day of the week.", PLAYGROUND_RULES, False),
    w.faith("en-t35-030", "modality", "Are socks needed in the play area?", "Wearing socks in the play area is recommended, but nobody has to.", PLAYGROUND_RULES, False),
    w.faith("en-t35-031", "added.fact", "Where do the little ones play?", "Kids younger than four have their own toddler zone, where a member of staff keeps watch the whole time.", PLAYGROUND_RULES, False),
    w.faith("en-t35-032", "role.swap", "Who hosts the birthday parties?", "You arrange the party with Lena Fischer, the party assistant, and the manager, Kemal Aydin, runs it on the day.", PLAYGROUND_PARTIES, False),
    w.faith("en-t35-033", "direction", "How many children can come to a party?", "The party room is for a minimum of 15 children.", PLAYGROUND_PARTIES, False),
    w.faith("en-t35-034", "added.fact", "What comes with a party package?", "For two hours you get a room for as many as 15 kids, and a birthday cake is thrown in.", PLAYGROUND_PARTIES, False),
    w.faith("en-t35-035", "role.swap", "Who checks the allergen labels?", "The labels are drawn up by the shop assistant, Jonah Reed, and looked over every morning by the head baker, Sofia Marin.", BAKERY_STAFF, False),
    w.faith("en-t35-036", "quantifier", "Are the products labelled with allergens?", "Only some of the bakery's products carry labels for the 14 main allergens.", BAKERY_OVEN, False),
    w.faith("en-t35-037", "added.fact", "Where is the gluten-free bread made?", "Gluten-free loaves are baked on Thursdays in a room of their own and are certified by a coeliac society.", BAKERY_OVEN, False),
    w.faith("en-t35-038", "direction", "When should customers with allergies talk to the staff?", "People with allergies are asked to have a word with staff once they have placed their order.", BAKERY_STAFF, False),
    w.faith("en-t35-039", "role.swap", "Who takes the register on the school bus?", "Mrs. June Park is the one driving the bus, and Mr. Dale Hughes keeps the register on each trip.", SCHOOL_BUS, False),
    w.faith("en-t35-040", "value.time", "When does the bus get to school?", "It arrives at Oakfield Primary at a quarter to nine.", SCHOOL_BUS, False),
    w.faith("en-t35-041", "added.fact", "Do pupils pay for the bus?", "Children living over 3 km away travel free, and everyone else can buy a discounted pass for the whole term.", SCHOOL_BUS, False),
    w.faith("en-t35-042", "value.number", "How many prizes are there per age group?", "The five fastest runners in each age category win a prize.", MARATHON_FULL, False),
    w.faith("en-t35-043", "added.fact", "What do 16- and 17-year-olds need for the half marathon?", "They have to bring a consent form signed by a parent as well as a medical certificate from their doctor.", MARATHON_HALF, False),
    w.faith("en-t35-044", "role.swap", "Who collects the camp fee?", "You hand the fee to the group leaders rather than to the camp office.", CAMP_FEES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t35-045", "correct.wordy", "What does one week at Sunny Pines camp cost?", "For a single week at Sunny Pines you'd pay two hundred and twenty pounds, and that price already covers lunch.", "£220, lunch included.", True),
    w.correct("en-t35-046", "correct.format", "What time does the school bus leave Mill Lane?", "It leaves at twenty to eight in the morning.", "7:40", True),
    w.correct("en-t35-047", "correct.wordy", "Who drives the Oakfield school bus?", "The person who drives the Oakfield school bus is Mr. Dale Hughes.", "Mr. Dale Hughes", True),
    w.correct("en-t35-048", "correct.format", "How old must runners be to enter the full marathon?", "Eighteen years or older.", "At least 18.", True),
    w.correct("en-t35-049", "wrong.value", "How much is entry to Jungle Jumps per child?", "Entry is €12 per child.", "€8 per child.", False),
    w.correct("en-t35-050", "wrong.role", "Who books birthday parties at Jungle Jumps?", "Parties are booked by Lena Fischer, the party assistant.", "The manager, Kemal Aydin.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
