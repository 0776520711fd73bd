// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title DemoToken
/// @notice The local chain's demo ERC-20 ("Vitrine Demo USD", vUSD, 6 decimals like USDC): the
/// token a buyer pays with through a swap (the `oneInch` source). Its whole supply goes to the
/// deployer at construction, who hands it out; nobody can mint more.
contract DemoToken is ERC20 {
    constructor(string memory name_, string memory symbol_, uint256 supply) ERC20(name_, symbol_) {
        _mint(msg.sender, supply);
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }
}
