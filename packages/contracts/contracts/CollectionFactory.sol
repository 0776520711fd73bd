// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {CreatorCollection} from "./CreatorCollection.sol";
import {CreatorEdition} from "./CreatorEdition.sol";

/// @title CollectionFactory
/// @notice Creates creators' collections as ERC-1167 clones (a few hundred bytes and ~200k gas
/// each instead of a full deployment), owned by the caller.
contract CollectionFactory {
    address public immutable collectionImplementation;
    address public immutable editionImplementation;

    enum Standard {
        ERC721,
        ERC1155
    }

    event CollectionCreated(
        address indexed collection, address indexed owner, Standard standard, string name, string symbol
    );

    constructor() {
        collectionImplementation = address(new CreatorCollection());
        editionImplementation = address(new CreatorEdition());
    }

    /// @notice A new ERC-721 collection owned by the caller. `maxSupply` 0: no cap.
    function createCollection(
        string calldata name,
        string calldata symbol,
        string calldata contractURI,
        uint256 maxSupply,
        address royaltyReceiver,
        uint96 royaltyBps
    ) external returns (address collection) {
        collection = Clones.clone(collectionImplementation);
        CreatorCollection(collection).initialize(
            name, symbol, msg.sender, contractURI, maxSupply, royaltyReceiver, royaltyBps
        );
        emit CollectionCreated(collection, msg.sender, Standard.ERC721, name, symbol);
    }

    /// @notice A new ERC-1155 edition contract owned by the caller.
    function createEdition(
        string calldata name,
        string calldata symbol,
        string calldata contractURI,
        address royaltyReceiver,
        uint96 royaltyBps
    ) external returns (address edition) {
        edition = Clones.clone(editionImplementation);
        CreatorEdition(edition).initialize(name, symbol, msg.sender, contractURI, royaltyReceiver, royaltyBps);
        emit CollectionCreated(edition, msg.sender, Standard.ERC1155, name, symbol);
    }
}
