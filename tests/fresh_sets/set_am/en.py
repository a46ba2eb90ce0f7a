"""English cases of set AM. Scenarios: a rowing club, a pottery studio's kiln, a mobile library
van, a climbing gym, a farmers' market, a violin repair shop, a rooftop beekeeping co-op and an
aquarium's volunteer programme."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

ROWING = (
    "The Millbrook Rowing Club holds beginner sessions every Saturday from 7:30 am to 9:00 am. "
    "New members pay a joining fee of $60, plus $25 per month. "
    "Coach Daria Voss leads the beginner group, and her assistant Tomas Ekberg runs the safety briefing. "
    "The club provides life jackets."
)
KILN = (
    "The Hollis Street pottery studio fires its electric kiln on Tuesdays and Fridays. "
    "Members may load up to 12 pieces per firing, and glazed work must be placed on the lower two shelves. "
    "The kiln reaches 1,240 degrees Celsius and takes about 9 hours to cool."
)
VAN = (
    "The Ashgrove mobile library van visits Pine Road on the first Monday of each month, from 2 pm to 4:30 pm. "
    "Borrowers can take out up to 6 books for 3 weeks. "
    "Late returns are charged 20 cents per day, except for children's picture books, which carry no fine."
)
CLIMB = (
    "Redwall Climbing Gym opened its new bouldering room on 14 March 2023. "
    "The room has 85 problems, and about a quarter of them are graded for beginners. "
    "Climbers under 16 must be accompanied by an adult, and chalk bags can be rented for $3."
)
MARKET = (
    "The Riverside Farmers' Market runs on Sundays from April to October. "
    "Stall rental costs $35 per day, and vendors must arrive by 6:45 am to set up. "
    "Last season the market attracted 48,000 visitors, up from 39,500 the year before, and vendors' sales reached $1,300,000."
)
VIOLIN = (
    "Benedikt Aurel's violin repair shop replaces bridges in two working days. "
    "A full rehair of a bow costs €70 and takes one day. "
    "The shop is closed on Wednesdays, and instruments left for more than 60 days may be sold."
)
BEES = (
    "The Northgate rooftop beekeeping co-op keeps 14 hives. "
    "Each member inspects the hives once a fortnight, and the honey harvest is split equally among the 28 members. "
    "New members must complete a two-hour safety course before their first inspection."
)
AQUA = (
    "Volunteers at the Coral Bay Aquarium work four-hour shifts, either from 8 am to 12 pm or from 1 pm to 5 pm. "
    "Training for new volunteers takes place on 2 September 2024 in the Kelp Room. "
    "Volunteers must be at least 18 years old and commit to 10 shifts per season."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-am-001", "para.reorder", "What does it cost to join the rowing club?", "On top of $25 a month, new members pay a $60 joining fee.", ROWING, True),
    w.faith("en-am-002", "para.passive", "Who leads the beginner group?", "The beginner group is led by Coach Daria Voss.", ROWING, True),
    w.faith("en-am-003", "para.synonym", "How long does the kiln take to cool?", "The kiln needs roughly 9 hours to cool down.", KILN, True),
    w.faith("en-am-004", "para.nominal", "When does the studio fire the kiln?", "Kiln firings take place on Tuesdays and Fridays.", KILN, True),
    w.faith("en-am-005", "para.capital", "Where does the library van stop?", "THE VAN VISITS PINE ROAD ON THE FIRST MONDAY OF EACH MONTH.", VAN, True),
    w.faith("en-am-006", "para.pronoun", "Who runs the safety briefing?", "Tomas Ekberg runs it; he is Coach Daria Voss's assistant.", ROWING, True),
    w.faith("en-am-007", "para.relative", "How many problems does the new bouldering room have?", "The bouldering room, which opened on 14 March 2023, has 85 problems.", CLIMB, True),
    w.faith("en-am-008", "para.part", "How many books can I borrow from the van?", "You can take out up to 6 books.", VAN, True),
    w.faith("en-am-009", "para.combine", "What are the rules for loading the kiln?", "Members may load up to 12 pieces per firing, with glazed work going on the lower two shelves.", KILN, True),
    w.faith("en-am-010", "fmt.number", "How many hives does the co-op keep?", "The co-op keeps fourteen hives.", BEES, True),
    w.faith("en-am-011", "fmt.thousands", "How many visitors came to the market last season?", "The market attracted 48000 visitors last season.", MARKET, True),
    w.faith("en-am-012", "fmt.scale", "How much did vendors sell last season?", "Vendors' sales reached $1.3 million last season.", MARKET, True),
    w.faith("en-am-013", "fmt.date", "When did the bouldering room open?", "It opened on March 14, 2023.", CLIMB, True),
    w.faith("en-am-014", "fmt.time", "By what time must vendors arrive?", "Vendors must arrive by 06:45 to set up.", MARKET, True),
    w.faith("en-am-015", "fmt.unit", "How hot does the kiln get?", "The kiln reaches 1,240 °C.", KILN, True),
    w.faith("en-am-016", "fmt.abbrev", "Which street does the van visit?", "The van visits Pine Rd. on the first Mon. of each month.", VAN, True),
    w.faith("en-am-017", "fmt.currency", "How much does it cost to rent a chalk bag?", "Chalk bags rent for three dollars.", CLIMB, True),
    w.faith("en-am-018", "fmt.range", "When are the beginner sessions?", "Every Saturday, 7:30–9:00 am.", ROWING, True),
    w.faith("en-am-019", "fmt.period", "How often does each member inspect the hives?", "Each member inspects the hives every two weeks.", BEES, True),
    w.faith("en-am-020", "fmt.share", "How many of the problems are meant for beginners?", "About 25% of the 85 problems are graded for beginners.", CLIMB, True),
    w.faith("en-am-021", "para.except", "Are late returns fined?", "Late returns cost 20 cents per day, but children's picture books carry no fine.", VAN, True),
    w.faith("en-am-022", "wrap.opener", "How long does a bridge replacement take?", "Good question! The shop replaces bridges in two working days.", VIOLIN, True),
    w.faith("en-am-023", "wrap.closer", "Is the violin shop open on Wednesdays?", "No, the shop is closed on Wednesdays. Let me know if there's anything else I can help with.", VIOLIN, True),
    w.faith("en-am-024", "wrap.attribution", "What happens to instruments that are left too long?", "According to the provided information, instruments left for more than 60 days may be sold.", VIOLIN, True),
    w.faith("en-am-025", "wrap.hedge", "What do new members have to do before inspecting?", "It looks like new members need to complete a two-hour safety course before their first inspection.", BEES, True),
    w.faith("en-am-026", "wrap.question", "How is the honey shared out?", "How is the honey shared? It is split equally among the 28 members.", BEES, True),
    w.faith("en-am-027", "para.synonym", "What does a bow rehair cost?", "A complete bow rehair is priced at €70 and is finished in one day.", VIOLIN, True),
    w.faith("en-am-028", "fmt.date", "When is volunteer training?", "Training for new volunteers is on 2024-09-02 in the Kelp Room.", AQUA, True),
    w.faith("en-am-029", "para.relative", "Where is the volunteer training held?", "The training, which takes place on 2 September 2024, is held in the Kelp Room.", AQUA, True),
    # one clear error each
    w.faith("en-am-030", "value.number", "How many pieces can members load per firing?", "Members may load up to 15 pieces per firing.", KILN, False),
    w.faith("en-am-031", "value.date", "When did the bouldering room open?", "It opened on 14 May 2023.", CLIMB, False),
    w.faith("en-am-032", "value.time", "Until what time is the van at Pine Road?", "The van stays at Pine Road until 5:30 pm.", VAN, False),
    w.faith("en-am-033", "value.unit", "How hot does the kiln get?", "The kiln reaches 1,240 degrees Fahrenheit.", KILN, False),
    w.faith("en-am-034", "value.currency", "How much does a market stall cost?", "Stall rental costs $53 per day.", MARKET, False),
    w.faith("en-am-035", "role.swap", "Who does what in the beginner group?", "Tomas Ekberg leads the beginner group, and Daria Voss runs the safety briefing.", ROWING, False),
    w.faith("en-am-036", "negation", "Do young climbers need an adult with them?", "Climbers under 16 do not need to be accompanied by an adult.", CLIMB, False),
    w.faith("en-am-037", "antonym", "Where does glazed work go in the kiln?", "Glazed work must be placed on the upper two shelves.", KILN, False),
    w.faith("en-am-038", "modality", "Is the safety course required?", "New members may take a two-hour safety course if they wish, but it is optional.", BEES, False),
    w.faith("en-am-039", "quantifier", "Which problems are graded for beginners?", "All 85 problems in the room are graded for beginners.", CLIMB, False),
    w.faith("en-am-040", "value.except", "Which items are exempt from late fines?", "Late returns cost 20 cents per day, except for DVDs, which carry no fine.", VAN, False),
    w.faith("en-am-041", "direction", "How did attendance change last season?", "Attendance fell to 48,000 visitors, down from 39,500 the year before.", MARKET, False),
    w.faith("en-am-042", "added.fact", "What are the membership fees?", "New members pay a $60 joining fee plus $25 per month, and the first month is free.", ROWING, False),
    w.faith("en-am-043", "added.entity", "How quickly are bridges replaced?", "Benedikt Aurel and his partner Mira Lenz replace bridges in two working days.", VIOLIN, False),
    w.faith("en-am-044", "mixed", "Tell me about the kiln's schedule and capacity.", "The kiln is fired on Tuesdays and Fridays, takes about 9 hours to cool, and holds up to 20 pieces per member.", KILN, False),
    w.faith("en-am-045", "value.time", "What are the morning shift hours at the aquarium?", "The morning shift runs from 8 am to 11 am.", AQUA, False),
]

REFUSAL = [
    w.refusal("en-am-046", "refusal.context", "Does the rowing club offer private lessons?", "The provided text doesn't say anything about private lessons.", ROWING, True),
    w.refusal("en-am-047", "refusal.short", "Is there parking at the climbing gym?", "I can't tell from this.", CLIMB, True),
    w.refusal("en-am-048", "refusal.long", "Who founded the pottery studio?", "I'm sorry, but I couldn't find that in the material I was given. It covers the kiln days, loading limits and cooling time, but it says nothing about who founded the studio.", KILN, True),
    w.refusal("en-am-049", "refusal.hedged", "How long does the kiln take to cool?", "I'm not completely sure, but it seems to take about 9 hours.", KILN, False),
]

CORRECTNESS = [
    w.correct("en-am-050", "correct.wordy", "How much does a full bow rehair cost?", "If you bring your bow in for a full rehair, the shop will charge you seventy euros for the job.", "A full bow rehair costs €70.", True),
    w.correct("en-am-051", "correct.wordy", "When is the volunteer training?", "The date set for training new volunteers is 2 September 2024, so that's the day to keep free.", "Volunteer training is on 2 September 2024.", True),
    w.correct("en-am-052", "correct.short", "How many hives does the co-op keep?", "14.", "The Northgate co-op keeps 14 hives.", True),
    w.correct("en-am-053", "correct.format", "What time must vendors arrive at the market?", "By 06:45.", "Vendors must arrive by 6:45 am.", True),
    w.correct("en-am-054", "wrong.value", "How long can books from the van be kept?", "Books can be kept for 5 weeks.", "Books can be borrowed for 3 weeks.", False),
]

RELEVANCY = [
    w.relevant("en-am-055", "relevant.direct", "When can I catch the library van on Pine Road?", "First Monday of each month, 2 to 4:30 in the afternoon.", VAN, True),
    w.relevant("en-am-056", "relevant.direct", "What would joining the rowing club set me back?", "$60 up front, then $25 monthly.", ROWING, True),
    w.relevant("en-am-057", "relevant.direct", "Where do glazed pieces go in the kiln?", "On the bottom two shelves.", KILN, True),
    w.relevant("en-am-058", "relevant.direct", "Who takes care of the safety talk at Millbrook?", "Tomas Ekberg, Daria's assistant.", ROWING, True),
    w.relevant("en-am-059", "relevant.yesno", "Can a 14-year-old climb alone at Redwall?", "No, anyone under 16 needs an adult with them.", CLIMB, True),
    w.relevant("en-am-060", "offtopic.true", "How much does it cost to rent a stall at the market?", "The market runs on Sundays from April to October.", MARKET, False),
]

DIAGNOSIS = [
    w.diag("en-am-061", "diag.pass", "How long does a bridge replacement take at Aurel's shop?", "Two working days.", {"violin-1": VIOLIN, "kiln-1": KILN}, ("violin-1",), "pass"),
    w.diag("en-am-062", "diag.missed", "What is the late fine for books from the mobile library van?", "I'm sorry, I can't find anything about late fines in the information I have.", {"market-1": MARKET, "climb-1": CLIMB}, ("van-1",), "fix_retrieval"),
    w.diag("en-am-063", "diag.correct_refusal", "Does the aquarium offer free parking for volunteers?", "The information available doesn't mention parking for volunteers, so I can't say.", {"aqua-1": AQUA}, (), "correct_refusal"),
    w.diag("en-am-064", "diag.unfaithful", "How many books can I borrow from the van?", "You can borrow up to 10 books at a time.", {"van-1": VAN}, ("van-1",), "fix_generation"),
    w.diag("en-am-065", "diag.offtopic", "When does the pottery studio fire its kiln?", "The kiln reaches 1,240 degrees Celsius.", {"kiln-1": KILN}, ("kiln-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
