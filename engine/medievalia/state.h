// The Medievalia state: a regular value type (copy = clone) of fixed arrays, no heap, no padding
// (hash and == work on its bytes). Spec: docs/rules/medievalia.md.
//
// Cards on the table are physical copies with an id (0..107, type-major in data order); cards in
// piles and hands are only counted by type, so chance outcomes are types (M-2.2, A-05).
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

#include "engine/core/seat.h"
#include "engine/medievalia/data.h"
#include "engine/medievalia/options.h"

namespace arbiter::medievalia {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxCards = 108;
inline constexpr int kMaxTypes = 32;
inline constexpr int kMaxFiefs = 9;
inline constexpr int kDrawPiles = 3;        // Territory, Military, Character (M-2.2)
inline constexpr int kBuildingPiles = 3;    // M-2.4
inline constexpr int kFiefTerritories = 4;  // territories in a fief besides its City (M-3.5.1)
inline constexpr int kWinVp = 7;            // a player's VP that ends the game (M-7.1)
inline constexpr int kTeamWinVp = 11;       // an alliance's VP that ends it (M-7.1)
inline constexpr int kMaxUnits = 48;
inline constexpr int kMaxActivations = 24;
inline constexpr std::uint8_t kNone = 0xFF;
inline constexpr std::uint8_t kUnknownType = 0xFE;  // an unseen draw ("*?")
inline constexpr char kPileLetter[kDrawPiles] = {'T', 'M', 'C'};

// Resolved card data: what the rules need, by type index (the data file's order).
struct TypeInfo {
  Category category = Category::Territory;
  Power power = Power::None;
  std::uint8_t count = 0, first_id = 0;
  std::array<std::uint8_t, kResources> cost{};
  std::uint8_t produces = kNone, production = 0;  // resource, amount
  std::uint8_t attack = 0, defence = 0;
  bool fights = false;              // has an A/D value
  std::uint8_t enabled_by = kNone;  // civil building type
  std::uint8_t max_boosters = 0, vp = 0;
  std::int8_t pile = -1;  // draw pile (0 T, 1 M, 2 C), -1 for City and buildings
  bool troop() const { return category == Category::Character || category == Category::Military; }
  bool host() const { return category == Category::City || category == Category::Territory; }
  bool building() const {
    return category == Category::CivilBuilding || category == Category::MilitaryBuilding;
  }
};

struct Config {
  Options options;
  Data data;
  std::uint8_t num_types = 0;
  std::array<TypeInfo, kMaxTypes> types{};
  std::array<std::uint8_t, kMaxCards> type_of{};  // physical id -> type
  std::uint8_t city_type = kNone;
  // Card ids by role, for loops that only need some cards (hot in legal_actions).
  std::array<std::uint8_t, kMaxCards> attachable_ids{}, host_ids{};  // troops+buildings; hosts
  std::uint8_t n_attachable = 0, n_hosts = 0;
  std::array<std::uint8_t, kBuildingPiles> pile_top_type{};  // École, Atelier, Banque (M-2.4)
  // Map (M-2.9..M-2.11).
  std::uint8_t num_fiefs = 0;
  std::array<std::uint16_t, kMaxFiefs> adjacent{};  // bitmask of fiefs
  std::array<std::array<char, 4>, kMaxFiefs> fief_name{};
  const TypeInfo& type(int t) const { return types[static_cast<std::size_t>(t)]; }
  const TypeInfo& card(int id) const { return type(type_of[static_cast<std::size_t>(id)]); }
};

enum class Phase : std::uint8_t {
  SetupFirst,      // chance: the first player (first_player=random)
  SetupReminder,   // chance: the face-up bottom card of each draw pile (M-2.2)
  DraftPick,       // the drafting player picks a pile (M-2.6)
  Reveal,          // chance: the card drawn from pile `reveal_pile`
  BuildingReveal,  // chance: the next face-up building of pile `reveal_pile` (M-3.9.5)
  Upkeep,          // forced removal of excess troops (M-5.7)
  Draw,            // step 1: the active player picks a pile (M-3.1)
  Main,            // step 3: transactions, internal movement, removal (M-3.3..M-3.12)
  Txn,             // a transaction is open (M-3.3)
  March,           // step 4: external movement (M-3.13)
  War,             // step 4: between combats (M-3.14)
  Deploy,          // combat: attacker deployment (M-3.15 step 1)
  Block,           // combat: defender blocking (step 2)
  Target,          // combat: targets of unblocked units (step 3)
  Strike,          // combat: strike-back choices (step 4)
  Bonus,           // combat: +0/1 assignments (M-3.10.3, M-6.3)
  Order,           // combat: damage-allocation orders (M-3.16.2)
  Powers,          // combat: Prêtre/Archer declarations (step 5)
  GameOver,
};
inline constexpr int kPhases = 19;

// Where a Reveal goes (the draw's purpose).
enum class DrawFor : std::uint8_t { Draft, Turn, Extra };

enum class Zone : std::uint8_t { Off, Table, Out };  // Off: pile, hand or box (counted by type)

// Card flags.
inline constexpr std::uint8_t kTapped = 1;       // used (M-3.4.1)
inline constexpr std::uint8_t kTxnTapped = 2;    // tapped inside the open transaction (rollback)
inline constexpr std::uint8_t kMovedIn = 4;      // entered its current fief this turn
inline constexpr std::uint8_t kEngaged = 8;      // in the current combat (M-6.0.4)
inline constexpr std::uint8_t kBonusGiven = 16;  // gave its +0/1 this combat
inline constexpr std::uint8_t kOrdered = 32;     // placed in its group's allocation order

struct Card {
  Zone zone = Zone::Off;
  std::uint8_t owner = kNone;
  std::uint8_t fief = kNone;
  std::uint8_t host = kNone;  // attached to this host card (own fief only, M-3.12.5)
  std::uint8_t flags = 0;
  std::uint8_t steps = 0;   // external steps this turn (M-3.13.1, M-6.4)
  std::uint8_t damage = 0;  // allocated + Archer damage this turn (M-3.16)
  std::uint8_t heals = 0;   // Prêtre heals this turn
  std::uint8_t bonus = 0;   // +0/1 bonuses this turn (M-3.16.1)
  std::uint8_t unit = 0;    // combat group: 1..kMaxUnits attacking, 64+ defending
  std::uint8_t order = 0;   // allocation position (1-based) in its group
  friend bool operator==(const Card&, const Card&) = default;
};

struct Player {
  std::array<std::uint8_t, kMaxTypes> hand{};
  std::array<std::uint8_t, kDrawPiles> unknown{};  // unseen draws by pile ("*?")
  std::uint8_t alive = 1;
  std::uint8_t siege = 0;        // consecutive besieged starts (M-7.3)
  std::uint8_t turns = 0;        // turns started
  std::uint8_t drafted = 0;      // cards taken in the draft
  std::uint8_t extra_draws = 0;  // this turn (extra_draw_limit)
  std::uint8_t out = 0;          // why he left the game: OutReason, | kOutTurnSkipped
  friend bool operator==(const Player&, const Player&) = default;
};

// The open transaction (M-3.3). Purpose kinds: see ActionKind Play/Buy/Extra/Discard.
struct Txn {
  std::uint8_t kind = kNone;  // ActionKind of the opening action
  std::array<std::uint8_t, 4> arg{kNone, kNone, kNone, kNone};
  std::array<std::uint8_t, kResources> pool{};
  std::array<std::uint8_t, kResources> waived{};  // Bureaucrate reductions (M-6.6)
  // Hand cards sold (M-4.2) by anyone, and by the ally (M-8.6), for a rollback.
  std::array<std::uint8_t, kMaxTypes> sold{}, ally_sold{};
  std::array<std::uint8_t, kDrawPiles> sold_unknown{}, ally_sold_unknown{};
  std::uint8_t ally_helped = 0;       // an ally contributed (M-8.6)
  std::uint8_t unknown_pile = kNone;  // Play of an unseen card: the pile it came from
  std::uint8_t n_acts = 0;
  // Activations in this transaction (for the Artiste, M-6.7): the activated card, and per
  // contributor (base, boosters, buildings) its resource, amount and doubling exponent.
  struct Act {
    std::uint8_t card = kNone, n = 0;
    std::array<std::uint8_t, 5> res{}, amount{}, exp{};
    friend bool operator==(const Act&, const Act&) = default;
  };
  std::array<Act, kMaxActivations> acts{};
  friend bool operator==(const Txn&, const Txn&) = default;
};

struct Unit {                 // a combat group: an attacking unit, a blocking unit, a target
  std::uint8_t host = kNone;  // defending host group: the targeted territory or City
  std::uint8_t target = 0;    // attacking unit: the defending group it targets (64+)
  std::uint8_t blocker = 0;   // attacking unit: the defending group blocking it
  std::uint8_t strike = 0;    // defending group: the attacking unit it strikes
  std::uint8_t incoming = 0;  // damage received
  std::uint8_t leftover = 0;  // host groups: L (M-3.17.1)
  std::uint8_t used = 0;
  std::uint8_t pad_ = 0;
  std::uint64_t blocks = 0;  // defending group: attacking units it blocks (bits 1..)
  friend bool operator==(const Unit&, const Unit&) = default;
};

struct Combat {
  std::uint8_t fief = kNone, attacker = kNone, defender = kNone, neutral = 0;
  std::uint8_t n_attack = 0, n_defend = 0;  // units used on each side
  std::uint8_t side = 0;                    // Powers: 0 attacker side, 1 defender side
  std::uint8_t passes = 0;                  // consecutive passes
  std::array<Unit, kMaxUnits> attack{};     // index u-1 for unit u
  std::array<Unit, kMaxUnits> defend{};     // index g-64 for group g
  friend bool operator==(const Combat&, const Combat&) = default;
};

// Why a player left the game (Player::out), for the diagnostics and notes that say so.
enum class OutReason : std::uint8_t { None, Siege, CityDestroyed };  // M-7.3, M-7.2
inline constexpr std::uint8_t kOutReasonMask = 3;
inline constexpr std::uint8_t kOutTurnSkipped = 0x80;  // the turn order has passed him once

struct State {
  const Config* config = nullptr;  // not part of the value

  // Each player's cards on the table, as bits of card ids (kept by enter_table/to_out; I-01
  // cross-checks it): the hot loops visit only these.
  std::array<std::array<std::uint64_t, 2>, kMaxPlayers> table_of{};
  Combat combat;           // the combat in progress (8-byte aligned members first: no padding)
  std::uint16_t turn = 0;  // turns started in the game

  Phase phase = Phase::SetupFirst;
  std::uint8_t num_players = 2;
  std::uint8_t active = 0;       // seat to play (draft: the drafting seat)
  std::uint8_t first = 0;        // first player
  std::uint8_t winner_mask = 0;  // at GameOver: winners (bit per seat); 0 = draw
  std::uint8_t end_reason = 0;   // EndReason
  std::uint8_t reveal_pile = 0;
  DrawFor draw_for = DrawFor::Turn;
  Phase after_upkeep = Phase::Draw;                             // where a forced removal returns
  std::uint8_t war_fiefs_lo = 0, war_fiefs_hi = 0;              // fiefs fought in this turn
  std::uint8_t group_move_from = kNone, group_move_to = kNone;  // single_group
  std::uint8_t ally_fee_paid = 0;
  std::uint8_t reminders_set = 0;
  std::uint8_t decider = 0;  // Bonus and Order: the seat whose choice is pending

  std::array<Player, kMaxPlayers> players{};
  std::array<Card, kMaxCards> cards{};

  std::array<std::uint8_t, kMaxTypes> entered{};  // copies of each type that entered play

  // Draw piles: face-down cards by type, plus unseen draws not yet identified ("*?"): a type's
  // count is the copies whose place is this pile or an unknown hand or discard.
  std::array<std::array<std::uint8_t, kMaxTypes>, kDrawPiles> pool{};
  std::array<std::uint8_t, kDrawPiles> pile_size{};  // cards left, reminder included
  std::array<std::uint8_t, kDrawPiles> reminder{kNone, kNone, kNone};
  std::array<std::uint8_t, kDrawPiles> out_unknown{};  // unseen cards sold (never identified)
  // Building piles: the face-up top, the face-down count, and the shared unrevealed multiset.
  std::array<std::uint8_t, kBuildingPiles> building_top{kNone, kNone, kNone};
  std::array<std::uint8_t, kBuildingPiles> building_hidden{};
  std::array<std::uint8_t, kMaxTypes> building_pool{};
  std::array<std::uint8_t, kMaxTypes> out{};  // out of game, by type

  Txn txn;
  // The seat eliminated since the last accepted action whose turn would have come now (set when
  // the turn order first passes him), so that the next token written for him is reported as such.
  // It also rounds the byte members up to the 8-byte alignment: no padding (hash and == use the
  // bytes).
  std::uint8_t skipped = kNone;

  friend bool operator==(const State& a, const State& b);
  const Options& options() const { return config->options; }
  const Config& cfg() const { return *config; }
  Card& card(int id) { return cards[static_cast<std::size_t>(id)]; }
  const Card& card(int id) const { return cards[static_cast<std::size_t>(id)]; }
  Player& player(int p) { return players[static_cast<std::size_t>(p)]; }
  const Player& player(int p) const { return players[static_cast<std::size_t>(p)]; }
  bool war_fought(int f) const { return ((war_fiefs_lo | (war_fiefs_hi << 8)) >> f) & 1; }
};

enum class EndReason : std::uint8_t { None, Prestige, Military, Shortage };

}  // namespace arbiter::medievalia
