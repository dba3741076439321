import type { TrailerModel } from '@/lib/catalogue/types'

export const aluminumRollerModels: TrailerModel[] = [
  {
    "model": "VAR-2425",
    "capacity": 2425,
    "boatLength": "15'-18'",
    "overallLength": "22'",
    "bowEyeMin": "13' 8\"",
    "bowEyeMax": "17' 2\"",
    "gvwr": 2950,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "None",
    "tireSize": "ST205/75R14",
    "overallWidth": "96\"",
    "betweenFenders": "74\"",
    "sourceSheet": "Aluminum Roller",
    "rollers": 6,
    "tables": [
      "aluminum-roller-single"
    ]
  },
  {
    "model": "VAR-2925",
    "capacity": 2925,
    "boatLength": "16'-19'",
    "overallLength": "23'",
    "bowEyeMin": "14' 8\"",
    "bowEyeMax": "18' 2\"",
    "gvwr": 3500,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Optional",
    "tireSize": "ST205/75R14",
    "overallWidth": "96\"",
    "betweenFenders": "76\"",
    "sourceSheet": "Aluminum Roller",
    "rollers": 12,
    "tables": [
      "aluminum-roller-single"
    ]
  },
  {
    "model": "VAR-3525",
    "capacity": 3525,
    "boatLength": "18'-21'",
    "overallLength": "25'",
    "bowEyeMin": "16' 8\"",
    "bowEyeMax": "20' 2\"",
    "gvwr": 4200,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Disc",
    "tireSize": "ST225/75R15",
    "overallWidth": "96\"",
    "betweenFenders": "78\"",
    "sourceSheet": "Aluminum Roller",
    "rollers": 16,
    "tables": [
      "aluminum-roller-single"
    ]
  },
  {
    "model": "VATR-3625",
    "capacity": 3625,
    "boatLength": "18'-20'",
    "overallLength": "25'",
    "bowEyeMin": "16' 8\"",
    "bowEyeMax": "19' 2\"",
    "gvwr": 4450,
    "tongueJack": "Single Wheel",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST175/80R13",
    "overallWidth": "96\"",
    "betweenFenders": "78\"",
    "sourceSheet": "Aluminum Roller",
    "rollers": 24,
    "tables": [
      "aluminum-roller-tandem"
    ]
  },
  {
    "model": "VATR-4825",
    "capacity": 4825,
    "boatLength": "19'-22'",
    "overallLength": "27'",
    "bowEyeMin": "17' 8\"",
    "bowEyeMax": "21' 2\"",
    "gvwr": 5800,
    "tongueJack": "Single Wheel",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST205/75R14",
    "overallWidth": "100\"",
    "betweenFenders": "80\"",
    "sourceSheet": "Aluminum Roller",
    "rollers": 32,
    "tables": [
      "aluminum-roller-tandem"
    ]
  },
  {
    "model": "VATR-6425",
    "capacity": 6425,
    "boatLength": "21'-25'",
    "overallLength": "30'",
    "bowEyeMin": "19' 8\"",
    "bowEyeMax": "24' 2\"",
    "gvwr": 7600,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-2",
    "tireSize": "ST225/75R15",
    "overallWidth": "102\"",
    "betweenFenders": "82\"",
    "sourceSheet": "Aluminum Roller",
    "rollers": 40,
    "tables": [
      "aluminum-roller-tandem"
    ]
  }
]
