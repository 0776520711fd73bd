// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721Upgradeable} from "@openzeppelin/contracts-upgradeable/token/ERC721/ERC721Upgradeable.sol";
import {ERC721URIStorageUpgradeable} from "@openzeppelin/contracts-upgradeable/token/ERC721/extensions/ERC721URIStorageUpgradeable.sol";
import {ERC2981Upgradeable} from "@openzeppelin/contracts-upgradeable/token/common/ERC2981Upgradeable.sol";
import {OwnableUpgradeable} from "@openzeppelin/contracts-upgradeable/access/OwnableUpgradeable.sol";

/// @title CreatorCollection
/// @notice A creator's ERC-721 collection: owner-only minting with a token URI each, an optional
/// supply cap, ERC-2981 royalties and a collection-level `contractURI`. Deployed as ERC-1167
/// clones by `CollectionFactory`, so it is set up by `initialize`, not a constructor.
contract CreatorCollection is ERC721URIStorageUpgradeable, ERC2981Upgradeable, OwnableUpgradeable {
    /// @notice 0 means no cap.
    uint256 public maxSupply;
    uint256 public totalSupply;
    string private _contractURI;

    error MaxSupplyExceeded(uint256 maxSupply);
    error EmptyBatch();

    event ContractURIUpdated();

    constructor() {
        _disableInitializers();
    }

    function initialize(
        string calldata name_,
        string calldata symbol_,
        address owner_,
        string calldata contractURI_,
        uint256 maxSupply_,
        address royaltyReceiver,
        uint96 royaltyBps
    ) external initializer {
        __ERC721_init(name_, symbol_);
        __Ownable_init(owner_);
        _contractURI = contractURI_;
        maxSupply = maxSupply_;
        if (royaltyReceiver != address(0)) _setDefaultRoyalty(royaltyReceiver, royaltyBps);
    }

    /// @notice Mints the next token to `to`; token ids start at 1.
    function mint(address to, string calldata uri) external onlyOwner returns (uint256 tokenId) {
        tokenId = _mintOne(to, uri);
    }

    /// @notice Mints one token per URI to `to`; returns the first id (the rest follow it).
    function mintBatch(address to, string[] calldata uris) external onlyOwner returns (uint256 firstTokenId) {
        if (uris.length == 0) revert EmptyBatch();
        firstTokenId = totalSupply + 1;
        for (uint256 i = 0; i < uris.length; i++) _mintOne(to, uris[i]);
    }

    function contractURI() external view returns (string memory) {
        return _contractURI;
    }

    function setContractURI(string calldata contractURI_) external onlyOwner {
        _contractURI = contractURI_;
        emit ContractURIUpdated();
    }

    function setRoyalty(address receiver, uint96 bps) external onlyOwner {
        _setDefaultRoyalty(receiver, bps);
    }

    function _mintOne(address to, string calldata uri) private returns (uint256 tokenId) {
        tokenId = ++totalSupply;
        if (maxSupply != 0 && tokenId > maxSupply) revert MaxSupplyExceeded(maxSupply);
        _safeMint(to, tokenId);
        _setTokenURI(tokenId, uri);
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721URIStorageUpgradeable, ERC2981Upgradeable)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }
}
